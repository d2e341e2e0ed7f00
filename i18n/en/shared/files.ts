/** app.files: picking, uploading and showing a record's files (English). */
export default {
  help: '%{types}, up to %{count} MB.',
  placeholder: 'Drop the file here or click to choose it',
  image_placeholder: 'Drop an image here or click to choose it',
  uploading: 'Uploading…',
  load_error: 'The file could not be opened: %{error}',
  download: 'Download',
};
