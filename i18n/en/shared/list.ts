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
};
