/** app.actions: the record actions' confirmation and reason (English). */
export default {
  working: 'Working…',
};
