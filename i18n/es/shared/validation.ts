/**
 * Validation messages that the API (i18n/server/es.ts `validation`) and the screens
 * (`app.validation`) both say, in Spanish: one source, so a field reads the same whoever catches it.
 */
export default {
  required: 'El campo no puede estar vacío.',
  exact_length: 'Se requieren exactamente %{count} caracteres.',
  max_length: 'Asegúrese de que este campo no tenga más de %{count} caracteres.',
  min_length: 'Asegúrese de que este campo tenga al menos %{count} caracteres.',
  numbers_only: 'Ingrese solo números.',
  email: 'Ingrese un correo electrónico válido.',
  group: 'Elija un grupo.',
  file: 'Elija un archivo.',
  integer: 'Ingrese un número entero válido.',
  number: 'Ingrese un número válido.',
  min_value: 'Asegúrese de que este valor sea mayor o igual a %{count}.',
  max_value: 'Asegúrese de que este valor sea menor o igual a %{count}.',
  date: 'Ingrese una fecha válida.',
  password_short: 'La contraseña debe tener al menos %{count} caracteres.',
  password_common: 'Es una contraseña muy común o fácil de adivinar; elija otra.',
  password_wrong: 'La contraseña no es correcta.',
  code_format: 'Ingrese el código de 6 dígitos de su aplicación o un código de recuperación.',
  code_invalid: 'El código no es válido o ya se usó.',
  file_type: 'El archivo debe ser de tipo %{types}.',
  file_size: 'El archivo no puede pesar más de %{count} MB.',
};
