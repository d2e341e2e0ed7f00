/** app.export: shared by every screen (English). */
export default {
  button: 'Export',
  exporting: 'Exporting…',
  menu_label: 'Export format',
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV (.csv)',
};
