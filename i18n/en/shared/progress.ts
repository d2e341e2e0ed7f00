/** app.progress: shared by every screen (English). */
export default {
  loading: 'Loading data',
  failed: 'Loading failed',
};
