/** app.second_factor: the second factor's sign-in steps and the pieces My account shares (English). */
export default {
  // The sign-in's code step.
  code_title: 'Two-step verification',
  code_help: 'Type the 6-digit code your authenticator app shows.',
  recovery_help: 'Type one of your recovery codes. Each code works only once.',
  code_label: '6-digit code',
  recovery_label: 'Recovery code',
  code_required: 'Type the code.',
  code_format: 'The code has 6 digits.',
  recovery_format: 'A recovery code has 10 letters and digits, like XXXXX-XXXXX.',
  use_recovery: 'Use a recovery code',
  use_app: "Use the app's code",
  verify: 'Verify',
  verifying: 'Verifying…',
  back: 'Back to sign in',
  codes_left: 'You have %{smart_count} recovery code left. |||| You have %{smart_count} recovery codes left.',
  codes_left_hint: 'You can make new codes in My account.',
  continue: 'Continue',
  // Setting the factor up (at sign-in when the group requires it, and in My account).
  setup_title: 'Set up two-step verification',
  setup_help:
    'Scan the QR code with an authenticator app (for example Google Authenticator or Microsoft Authenticator) or type the key by hand. Then type the 6-digit code it shows.',
  setup_loading: 'Preparing two-step verification…',
  confirm: 'Turn on',
  confirming: 'Turning on…',
  qr_alt: 'QR code that adds Flotilla to your authenticator app',
  open_in_app: 'Open in the authenticator app on this phone',
  secret_label: 'Key to type by hand',
  copy_secret: 'Copy the key',
  copied: 'Copied',
  copy_failed: 'Could not copy. Select the text and copy it by hand.',
  // The ten recovery codes, shown once.
  codes_title: 'Recovery codes',
  codes_help:
    'If you lose your phone, you can sign in with one of these codes. Each works only once and they will not be shown again: keep them somewhere safe.',
  codes_list: 'Your recovery codes',
  copy_codes: 'Copy the codes',
  download_codes: 'Download',
  codes_file_heading: 'Flotilla recovery codes (%{email}). Each works only once.',
  codes_file_name: 'flotilla-codes.txt',
  codes_saved: 'I saved them somewhere safe',
};
