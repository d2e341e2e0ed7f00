/** app.actions: the record actions' confirmation and reason (English). */
export default {
  working: 'Working…',
  reason_too_long: 'Ensure this field has no more than %{count} characters.',
};
