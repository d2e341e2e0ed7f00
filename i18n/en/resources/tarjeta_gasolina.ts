import cardFields, { cardScreen } from './cardFields';

/** resources.tarjeta_gasolina: the words of this resource's screens (English). */
export default {
  name: 'Fuel card |||| Fuel cards',
  page: { create: 'Create fuel card' },
  fields: cardFields,
  empty: 'No fuel cards yet.',
  screen: cardScreen,
  notifications: {
    created: 'Fuel card saved',
    updated: 'Fuel card saved |||| %{smart_count} fuel cards saved',
    deleted: 'Fuel card deleted |||| %{smart_count} fuel cards deleted',
    enabled: 'Fuel card enabled |||| %{smart_count} fuel cards enabled',
    disabled: 'Fuel card disabled |||| %{smart_count} fuel cards disabled',
    exported: 'Fuel cards exported',
    save_error: 'The fuel card could not be saved: %{error}',
    delete_error: 'Could not delete: %{error}',
    status_error: 'The status could not be changed: %{error}',
    export_error: 'The fuel cards could not be exported: %{error}',
  },
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
