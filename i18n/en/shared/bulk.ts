/** app.bulk: shared by every screen (English). */
export default {
  enable: 'Enable',
  disable: 'Disable',
};
