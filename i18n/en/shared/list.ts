/** app.list: shared by every screen (English). */
export default {
  search: 'Search',
  retry: 'Try again',
  load_failed: 'The list could not be loaded.',
  select_record: 'Select %{name}',
};
