/** app.status: shared by every screen (Spanish). */
export default {
  label: 'Estatus',
  active: 'Activo',
  inactive: 'Inactivo',
  unknown: 'Desconocido',
};
