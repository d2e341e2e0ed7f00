import usuarios from './usuarios';

/** resources.usuarios/plataforma: the words of this resource's screens (English). */
export default {
  name: 'Platform user |||| Platform users',
  page: { create: 'Create platform user' },
  // The same accounts as usuarios/, so the same field labels, plus the first password.
  fields: {
    ...usuarios.fields,
    password: 'Password',
  },
  empty: 'No platform users yet.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'this platform user |||| these %{smart_count} platform users',
    named: '%{name}',
  },
  password_help: '%{min} to %{max} characters; a phrase with spaces is fine, with no rules about capitals or symbols. Common passwords are refused. The user can change it in My account.',
  notifications: {
    created: 'Platform user saved',
    updated: 'Platform user saved |||| %{smart_count} platform users saved',
    deleted: 'Platform user deleted |||| %{smart_count} platform users deleted',
    enabled: 'Platform user enabled |||| %{smart_count} platform users enabled',
    disabled: 'Platform user disabled |||| %{smart_count} platform users disabled',
    exported: 'Platform users exported',
    save_error: 'The platform user could not be saved: %{error}',
    delete_error: 'Could not delete: %{error}',
    status_error: 'The status could not be changed: %{error}',
    export_error: 'The platform users could not be exported: %{error}',
  },
  // The API's words for this resource: the export file's name (its in-use words are usuarios').
  api: {
    file: 'platform-users',
  },
};
