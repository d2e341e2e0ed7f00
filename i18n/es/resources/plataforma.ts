import usuarios from './usuarios';

/** resources.usuarios/plataforma: the words of this resource's screens (Spanish). */
export default {
  name: 'Usuario de plataforma |||| Usuarios de plataforma',
  page: { create: 'Crear usuario de plataforma' },
  // The same accounts as usuarios/, so the same field labels, plus the first password.
  fields: {
    ...usuarios.fields,
    password: 'Contraseña',
  },
  empty: 'Aún no hay usuarios de plataforma.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'este usuario de plataforma |||| estos %{smart_count} usuarios de plataforma',
    named: 'a %{name}',
  },
  password_help: 'De %{min} a %{max} caracteres; puede ser una frase con espacios, sin reglas de mayúsculas ni símbolos. No se aceptan contraseñas comunes. El usuario podrá cambiarla en Mi cuenta.',
  notifications: {
    created: 'Usuario de plataforma guardado',
    updated: 'Usuario de plataforma guardado |||| %{smart_count} usuarios de plataforma guardados',
    deleted: 'Usuario de plataforma eliminado |||| %{smart_count} usuarios de plataforma eliminados',
    enabled: 'Usuario de plataforma habilitado |||| %{smart_count} usuarios de plataforma habilitados',
    disabled: 'Usuario de plataforma deshabilitado |||| %{smart_count} usuarios de plataforma deshabilitados',
    exported: 'Usuarios de plataforma exportados',
    save_error: 'No se pudo guardar el usuario de plataforma: %{error}',
    delete_error: 'No se pudo eliminar: %{error}',
    status_error: 'No se pudo cambiar el estatus: %{error}',
    export_error: 'No se pudieron exportar los usuarios de plataforma: %{error}',
  },
  // The API's words for this resource: the export file's name (its in-use words are usuarios').
  api: {
    file: 'usuarios-plataforma',
  },
};
