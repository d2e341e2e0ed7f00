import cardFields from './cardFields';

/** resources.tarjeta_gasolina: the words of this resource's screens (English). */
export default {
  name: 'Fuel card |||| Fuel cards',
  fields: cardFields,
  empty: 'No fuel cards yet.',
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'this fuel card |||| these %{smart_count} fuel cards',
    named: 'the fuel card %{name}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'The fuel card is in use by %{usage}.',
    selected_one: 'One of the selected fuel cards is in use by %{usage}.',
    selected_many: '%{count} of the selected fuel cards are in use by %{usage}.',
    count: { one: '%{count} fuel card', other: '%{count} fuel cards' },
    file: 'fuel-cards',
  },
};
