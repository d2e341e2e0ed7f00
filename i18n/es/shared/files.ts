/** app.files: picking, uploading and showing a record's files (Spanish). */
export default {
  help: '%{types}, hasta %{count} MB.',
  placeholder: 'Suelte el archivo aquí o haga clic para elegirlo',
  image_placeholder: 'Suelte una imagen aquí o haga clic para elegirla',
  uploading: 'Subiendo…',
  load_error: 'No se pudo abrir el archivo: %{error}',
  download: 'Descargar',
};
