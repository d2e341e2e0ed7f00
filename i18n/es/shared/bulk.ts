/** app.bulk: shared by every screen (Spanish). */
export default {
  enable: 'Habilitar',
  disable: 'Deshabilitar',
  enable_title: 'Habilitar %{smart_count} elemento |||| Habilitar %{smart_count} elementos',
  enable_content:
    '¿Seguro que quiere habilitar este elemento? |||| ¿Seguro que quiere habilitar estos %{smart_count} elementos?',
  disable_title: 'Deshabilitar %{smart_count} elemento |||| Deshabilitar %{smart_count} elementos',
  disable_content:
    '¿Seguro que quiere deshabilitar este elemento? |||| ¿Seguro que quiere deshabilitar estos %{smart_count} elementos?',
};
