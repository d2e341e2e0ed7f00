/** app.export: shared by every screen (Spanish). */
export default {
  button: 'Exportar',
  exporting: 'Exportando…',
  menu_label: 'Formato de exportación',
  xlsx: 'Excel (.xlsx)',
  csv: 'CSV (.csv)',
};
