/** app.list: shared by every screen (Spanish). */
export default {
  search: 'Buscar',
  retry: 'Reintentar',
  load_failed: 'No se pudo cargar la lista.',
  select_record: 'Seleccionar %{name}',
};
