/** app.actions: the record actions' confirmation and reason (Spanish). */
export default {
  working: 'Procesando…',
  reason_too_long: 'Asegúrese de que este campo no tenga más de %{count} caracteres.',
};
