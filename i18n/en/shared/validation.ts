/**
 * Validation messages that the API (i18n/server/en.ts `validation`) and the screens
 * (`app.validation`) both say, in English: one source, so a field reads the same whoever catches it.
 */
export default {
  required: 'The field cannot be empty.',
  exact_length: 'Exactly %{count} characters are required.',
  max_length: 'Ensure this field has no more than %{count} characters.',
  min_length: 'Ensure this field has at least %{count} characters.',
  numbers_only: 'Enter only numbers.',
  email: 'Enter a valid email.',
  group: 'Choose a group.',
  file: 'Choose a file.',
  integer: 'Enter a valid whole number.',
  number: 'Enter a valid number.',
  min_value: 'Ensure this value is greater than or equal to %{count}.',
  max_value: 'Ensure this value is less than or equal to %{count}.',
  date: 'Enter a valid date.',
  password_short: 'The password must have at least %{count} characters.',
  password_common: 'This password is too common or easy to guess; choose another.',
  password_wrong: 'The password is not correct.',
  code_format: 'Enter the 6-digit code from your app or a recovery code.',
  code_invalid: 'The code is not valid or was already used.',
  file_type: 'The file must be of type %{types}.',
  file_size: 'The file cannot be larger than %{count} MB.',
};
