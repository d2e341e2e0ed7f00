/** app.roles: shared by every screen (Spanish). */
export default {
  admin: 'Administrador',
  rh_admin: 'HHRR Administrador',
  c4: 'C4',
  none: 'Sin rol',
};
