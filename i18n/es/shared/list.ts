/** app.list: shared by every screen (Spanish). */
export default {
  search: 'Buscar',
  retry: 'Reintentar',
  load_failed: 'No se pudo cargar la lista.',
  select_record: 'Seleccionar %{name}',
  /** The page buttons' group, as a screen reader names it. */
  pages: 'Paginación',
  /** A page of a list counted only up to the server's cap. */
  more_than_range: '%{offsetBegin}-%{offsetEnd} de más de %{total}',
};
