/** app.actions: the record actions' confirmation and reason (Spanish). */
export default {
  /** The way out of a destructive action's confirmation (not "Cancelar" beside "Cancelar préstamo"). */
  go_back: 'Volver',
  working: 'Procesando…',
};
