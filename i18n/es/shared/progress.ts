/** app.progress: shared by every screen (Spanish). */
export default {
  loading: 'Cargando datos',
  failed: 'La carga falló',
};
