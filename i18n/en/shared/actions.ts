/** app.actions: the record actions' confirmation and reason (English). */
export default {
  /** The way out of a destructive action's confirmation (not "Cancelar" beside "Cancelar préstamo"). */
  go_back: 'Go back',
  working: 'Working…',
};
