/** app.second_factor: the second factor's sign-in steps and the pieces My account shares (Spanish). */
export default {
  // The sign-in's code step.
  code_title: 'Verificación en dos pasos',
  code_help: 'Escriba el código de 6 dígitos que muestra su aplicación de autenticación.',
  recovery_help: 'Escriba uno de sus códigos de recuperación. Cada código sirve una sola vez.',
  code_label: 'Código de 6 dígitos',
  recovery_label: 'Código de recuperación',
  code_required: 'Escriba el código.',
  code_format: 'El código tiene 6 dígitos.',
  recovery_format: 'El código de recuperación tiene 10 letras y números, como XXXXX-XXXXX.',
  use_recovery: 'Usar un código de recuperación',
  use_app: 'Usar el código de la aplicación',
  verify: 'Verificar',
  verifying: 'Verificando…',
  back: 'Volver a iniciar sesión',
  codes_left: 'Le queda %{smart_count} código de recuperación. |||| Le quedan %{smart_count} códigos de recuperación.',
  codes_left_hint: 'Puede generar códigos nuevos en Mi cuenta.',
  continue: 'Continuar',
  // Setting the factor up (at sign-in when the group requires it, and in My account).
  setup_title: 'Configure la verificación en dos pasos',
  setup_help:
    'Escanee el código QR con una aplicación de autenticación (por ejemplo, Google Authenticator o Microsoft Authenticator) o escriba la clave a mano. Después escriba el código de 6 dígitos que le muestre.',
  setup_loading: 'Preparando la verificación en dos pasos…',
  confirm: 'Activar',
  confirming: 'Activando…',
  qr_alt: 'Código QR para agregar Flotilla a su aplicación de autenticación',
  open_in_app: 'Abrir en la aplicación de autenticación de este teléfono',
  secret_label: 'Clave para escribir a mano',
  copy_secret: 'Copiar la clave',
  copied: 'Copiado',
  copy_failed: 'No se pudo copiar. Seleccione el texto y cópielo a mano.',
  // The ten recovery codes, shown once.
  codes_title: 'Códigos de recuperación',
  codes_help:
    'Si pierde su teléfono, podrá iniciar sesión con uno de estos códigos. Cada uno sirve una sola vez y no volverán a mostrarse: guárdelos en un lugar seguro.',
  codes_list: 'Sus códigos de recuperación',
  copy_codes: 'Copiar los códigos',
  download_codes: 'Descargar',
  codes_file_heading: 'Códigos de recuperación de Flotilla (%{email}). Cada uno sirve una sola vez.',
  codes_file_name: 'flotilla-codigos.txt',
  codes_saved: 'Los guardé en un lugar seguro',
};
