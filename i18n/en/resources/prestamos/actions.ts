/** resources.prestamos.actions: the loan record's actions, their dialogs and toasts (en). */
export default {};
