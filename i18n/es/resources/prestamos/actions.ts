/** resources.prestamos.actions: the loan record's actions, their dialogs and toasts (es). */
export default {};
