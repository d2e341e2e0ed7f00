/** app.list: shared by every screen (English). */
export default {
  search: 'Search',
  retry: 'Try again',
  load_failed: 'The list could not be loaded.',
  select_record: 'Select %{name}',
  /** The page buttons' group, as a screen reader names it. */
  pages: 'Pagination',
  /** A page of a list counted only up to the server's cap. */
  more_than_range: '%{offsetBegin}-%{offsetEnd} of more than %{total}',
  /** The columns chooser's buttons that change a column's place, and its empty search. */
  move_column_up: 'Move the “%{name}” column up',
  move_column_down: 'Move the “%{name}” column down',
  no_column: 'No column matches the search.',
  /** Said to a screen reader after a move: the column's new place in the order. */
  column_moved: '“%{name}”: column %{place} of %{count}',
};
