/** app.status: shared by every screen (English). */
export default {
  label: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  unknown: 'Unknown',
};
