/** app.list: shared by every screen (English). */
export default {
  search: 'Search',
  filters: 'Filters',
  record_actions: 'Actions',
};
