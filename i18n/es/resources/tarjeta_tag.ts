import cardFields, { cardScreen } from './cardFields';

/** resources.tarjeta_tag: the words of this resource's screens (Spanish). */
export default {
  name: 'Tarjeta TAG |||| Tarjetas TAG',
  page: { create: 'Crear tarjeta TAG' },
  fields: cardFields,
  empty: 'Aún no hay tarjetas TAG registradas.',
  screen: cardScreen,
  notifications: {
    created: 'Tarjeta TAG guardada',
    updated: 'Tarjeta TAG guardada |||| %{smart_count} tarjetas TAG guardadas',
    deleted: 'Tarjeta TAG eliminada |||| %{smart_count} tarjetas TAG eliminadas',
    enabled: 'Tarjeta TAG habilitada |||| %{smart_count} tarjetas TAG habilitadas',
    disabled: 'Tarjeta TAG deshabilitada |||| %{smart_count} tarjetas TAG deshabilitadas',
    exported: 'Tarjetas TAG exportadas',
    save_error: 'No se pudo guardar la tarjeta TAG: %{error}',
    delete_error: 'No se pudo eliminar: %{error}',
    status_error: 'No se pudo cambiar el estatus: %{error}',
    export_error: 'No se pudieron exportar las tarjetas TAG: %{error}',
  },
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'esta tarjeta TAG |||| estas %{smart_count} tarjetas TAG',
    named: 'la tarjeta TAG %{name}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'La tarjeta TAG está en uso por %{usage}.',
    selected_one: 'Una de las tarjetas TAG seleccionadas está en uso por %{usage}.',
    selected_many: '%{count} de las tarjetas TAG seleccionadas están en uso por %{usage}.',
    count: { one: '%{count} tarjeta TAG', other: '%{count} tarjetas TAG' },
    file: 'tarjetas-tag',
  },
};
