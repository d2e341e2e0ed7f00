/** app.bulk: shared by every screen (Spanish). */
export default {
  enable: 'Habilitar',
  disable: 'Deshabilitar',
};
