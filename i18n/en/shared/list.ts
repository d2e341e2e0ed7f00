/** app.list: shared by every screen (English). */
export default {
  search: 'Search',
  select_record: 'Select %{name}',
};
