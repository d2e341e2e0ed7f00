/** app.list: shared by every screen (Spanish). */
export default {
  search: 'Buscar',
  select_record: 'Seleccionar %{name}',
};
