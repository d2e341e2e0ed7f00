/** app.list: shared by every screen (Spanish). */
export default {
  search: 'Buscar',
  filters: 'Filtros',
  select_record: 'Seleccionar %{name}',
  record_actions: 'Acciones',
};
