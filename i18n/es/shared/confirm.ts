/**
 * app.confirm: confirmation questions (Spanish). `%{target}` is the resource's own phrase
 * (`resources.<res>.confirm`: "esta planta", "estos 2 departamentos", "a Ana López"), so that
 * each question agrees with the resource's gender and number.
 */
export default {
  delete: '¿Eliminar %{target}?',
  enable: '¿Habilitar %{target}?',
  disable: '¿Deshabilitar %{target}?',
  delete_content: 'Esta acción no se puede deshacer.',
  enable_content: 'Volverá a estar disponible en la aplicación. |||| Volverán a estar disponibles en la aplicación.',
  disable_content: 'Se podrá volver a habilitar después. |||| Se podrán volver a habilitar después.',
  /** For a resource that declares no phrase of its own. */
  target_this: 'este registro |||| estos %{smart_count} registros',
  target_named: '%{name}',
  disable_instead: 'Deshabilitar en su lugar',
};
