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
  /** The columns chooser's buttons that change a column's place, and its empty search. */
  move_column_up: 'Subir la columna «%{name}»',
  move_column_down: 'Bajar la columna «%{name}»',
  no_column: 'Ninguna columna coincide con la búsqueda.',
  /** Said to a screen reader after a move: the column's new place in the order. */
  column_moved: '«%{name}»: columna %{place} de %{count}',
};
