/** app.actions: the record actions' confirmation and reason (Spanish). */
export default {
  working: 'Procesando…',
};
