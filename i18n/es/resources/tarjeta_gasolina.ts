import cardFields, { cardScreen } from './cardFields';

/** resources.tarjeta_gasolina: the words of this resource's screens (Spanish). */
export default {
  name: 'Tarjeta de gasolina |||| Tarjetas de gasolina',
  page: { create: 'Crear tarjeta de gasolina' },
  fields: cardFields,
  empty: 'Aún no hay tarjetas de gasolina registradas.',
  screen: cardScreen,
  notifications: {
    created: 'Tarjeta de gasolina guardada',
    updated: 'Tarjeta de gasolina guardada |||| %{smart_count} tarjetas de gasolina guardadas',
    deleted: 'Tarjeta de gasolina eliminada |||| %{smart_count} tarjetas de gasolina eliminadas',
    enabled: 'Tarjeta de gasolina habilitada |||| %{smart_count} tarjetas de gasolina habilitadas',
    disabled: 'Tarjeta de gasolina deshabilitada |||| %{smart_count} tarjetas de gasolina deshabilitadas',
    exported: 'Tarjetas de gasolina exportadas',
    save_error: 'No se pudo guardar la tarjeta de gasolina: %{error}',
    delete_error: 'No se pudo eliminar: %{error}',
    status_error: 'No se pudo cambiar el estatus: %{error}',
    export_error: 'No se pudieron exportar las tarjetas de gasolina: %{error}',
  },
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'esta tarjeta de gasolina |||| estas %{smart_count} tarjetas de gasolina',
    named: 'la tarjeta de gasolina %{name}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'La tarjeta de gasolina está en uso por %{usage}.',
    selected_one: 'Una de las tarjetas de gasolina seleccionadas está en uso por %{usage}.',
    selected_many: '%{count} de las tarjetas de gasolina seleccionadas están en uso por %{usage}.',
    count: { one: '%{count} tarjeta de gasolina', other: '%{count} tarjetas de gasolina' },
    file: 'tarjetas-gasolina',
  },
};
