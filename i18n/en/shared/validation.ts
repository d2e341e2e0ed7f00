/** app.validation: shared by every screen (English). */
export default {
  required: 'The field cannot be empty.',
  exact_length: 'Exactly %{count} characters are required.',
  only_numbers: 'Enter only numbers.',
  email: 'Enter a valid email.',
  choose_group: 'Choose a group.',
  choose_file: 'Choose a file.',
  whole_number: 'Enter a valid whole number.',
  min_value: 'Ensure this value is greater than or equal to %{count}.',
  date: 'Enter a valid date.',
  password_short: 'The password must have at least %{count} characters.',
};
