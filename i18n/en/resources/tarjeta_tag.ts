import cardFields, { cardScreen } from './cardFields';

/** resources.tarjeta_tag: the words of this resource's screens (English). */
export default {
  name: 'Toll-tag card |||| Toll-tag cards',
  page: { create: 'Create toll-tag card' },
  fields: cardFields,
  empty: 'No toll-tag cards yet.',
  screen: cardScreen,
  notifications: {
    created: 'Toll-tag card saved',
    updated: 'Toll-tag card saved |||| %{smart_count} toll-tag cards saved',
    deleted: 'Toll-tag card deleted |||| %{smart_count} toll-tag cards deleted',
    enabled: 'Toll-tag card enabled |||| %{smart_count} toll-tag cards enabled',
    disabled: 'Toll-tag card disabled |||| %{smart_count} toll-tag cards disabled',
    exported: 'Toll-tag cards exported',
    save_error: 'The toll-tag card could not be saved: %{error}',
    delete_error: 'Could not delete: %{error}',
    status_error: 'The status could not be changed: %{error}',
    export_error: 'The toll-tag cards could not be exported: %{error}',
  },
  // app.confirm's %{target}: this record or these N, and a named one.
  confirm: {
    this: 'this toll-tag card |||| these %{smart_count} toll-tag cards',
    named: 'the toll-tag card %{name}',
  },
  // The API's words for this resource (i18n/server gathers them): 409 in_use, its counts, the export file's name.
  api: {
    in_use: 'The toll-tag card is in use by %{usage}.',
    selected_one: 'One of the selected toll-tag cards is in use by %{usage}.',
    selected_many: '%{count} of the selected toll-tag cards are in use by %{usage}.',
    count: { one: '%{count} toll-tag card', other: '%{count} toll-tag cards' },
    file: 'toll-tag-cards',
  },
};
