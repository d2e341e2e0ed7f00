import cardFields from './cardFields';

/** resources.tarjeta_tag: the words of this resource's screens (English). */
export default {
  name: 'Toll-tag card |||| Toll-tag cards',
  fields: cardFields,
  empty: 'No toll-tag cards yet.',
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
