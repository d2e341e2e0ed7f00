/** app.list: shared by every screen (English). */
export default {
  search: 'Search',
  filters: 'Filters',
  select_record: 'Select %{name}',
  record_actions: 'Actions',
};
