/** app.roles: shared by every screen (English). */
export default {
  admin: 'Administrator',
  rh_admin: 'HR Administrator',
  c4: 'C4',
  none: 'No role',
};
