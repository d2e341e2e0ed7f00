/** app.history: a record's history panel (src/common/history), English. */
export default {
  title: 'History',
  loading: 'Loading the history…',
  empty: 'Nothing has happened to this record yet.',
  error: 'Could not load the history: %{error}',
  // Only when a resource did not declare the action's label (resources.<base>.history.<action>).
  action: 'Action "%{action}"',
  move: '%{from} → %{to}',
  // A move of a named field (resources.<base>.history_field.<field>): "Seguro: Sin estado → Aceptado".
  field_move: '%{field}: %{move}',
  no_state: 'No state',
  reason: 'Reason: %{reason}',
  // An edit's entry: the fields it changed, by their labels ("Changed: Name, Days").
  changed: 'Changed: %{fields}',
  system: 'System',
  deleted_user: 'Deleted user',
  shown: '%{shown} of %{total}',
  more: 'Show more',
};
