/** app.bulk: shared by every screen (Spanish). */
export default {
  enable: 'Habilitar',
  disable: 'Deshabilitar',
  // After a refused call on several records: which of the selected stop it.
  blocking: 'Lo impide: %{names}. |||| Lo impiden: %{names}.',
  more: '%{smart_count} más',
  deselect_blocking: 'Quitarlo de la selección |||| Quitarlos de la selección',
};
