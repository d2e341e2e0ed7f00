/** app.bulk: shared by every screen (English). */
export default {
  enable: 'Enable',
  disable: 'Disable',
  enable_title: 'Enable %{smart_count} item |||| Enable %{smart_count} items',
  enable_content:
    'Are you sure you want to enable this item? |||| Are you sure you want to enable these %{smart_count} items?',
  disable_title: 'Disable %{smart_count} item |||| Disable %{smart_count} items',
  disable_content:
    'Are you sure you want to disable this item? |||| Are you sure you want to disable these %{smart_count} items?',
};
