/** app.list: shared by every screen (Spanish). */
export default {
  search: 'Buscar',
  filters: 'Filtros',
  record_actions: 'Acciones',
};
