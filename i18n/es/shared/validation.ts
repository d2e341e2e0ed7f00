/** app.validation: shared by every screen (Spanish). */
export default {
  required: 'El campo no puede estar vacío.',
  exact_length: 'Se requieren exactamente %{count} caracteres.',
  only_numbers: 'Ingrese solo números.',
  email: 'Ingrese un correo electrónico válido.',
  choose_group: 'Elija un grupo.',
  choose_file: 'Elija un archivo.',
  whole_number: 'Ingrese un número entero válido.',
  min_value: 'Asegúrese de que este valor sea mayor o igual a %{count}.',
  date: 'Ingrese una fecha válida.',
  password_short: 'La contraseña debe tener al menos %{count} caracteres.',
};
