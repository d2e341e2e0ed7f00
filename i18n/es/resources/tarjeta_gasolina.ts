import cardFields from './cardFields';

/** resources.tarjeta_gasolina: the words of this resource's screens (Spanish). */
export default {
  name: 'Tarjeta de gasolina |||| Tarjetas de gasolina',
  fields: cardFields,
  empty: 'Aún no hay tarjetas de gasolina registradas.',
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
