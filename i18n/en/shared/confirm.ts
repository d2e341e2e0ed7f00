/**
 * app.confirm: confirmation questions (English). `%{target}` is the resource's own phrase
 * (`resources.<res>.confirm`: "this plant", "these 2 departments", "Ana López").
 */
export default {
  delete: 'Delete %{target}?',
  enable: 'Enable %{target}?',
  disable: 'Disable %{target}?',
  delete_content: 'This cannot be undone.',
  enable_content: 'It will be available in the app again. |||| They will be available in the app again.',
  disable_content: 'It can be enabled again later. |||| They can be enabled again later.',
  /** For a resource that declares no phrase of its own. */
  target_this: 'this record |||| these %{smart_count} records',
  target_named: '%{name}',
  disable_instead: 'Disable instead',
};
