/** app.bulk: shared by every screen (English). */
export default {
  enable: 'Enable',
  disable: 'Disable',
  // After a refused call on several records: which of the selected stop it.
  blocking: 'Held up by %{names}. |||| Held up by %{names}.',
  more: '%{smart_count} more',
  deselect_blocking: 'Remove it from the selection |||| Remove them from the selection',
};
