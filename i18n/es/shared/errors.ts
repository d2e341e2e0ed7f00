/** app.errors: shared by every screen (Spanish). */
export default {
  network: 'Error de red: no se pudo contactar al servidor',
  timeout: 'El servidor tardó demasiado en responder',
  aborted: 'La solicitud fue cancelada',
  invalid: 'La solicitud no es válida',
  validation: 'Revise los campos marcados',
  not_authenticated: 'Inicie sesión para continuar',
  token_not_valid: 'Su sesión ya no es válida, vuelva a iniciar sesión',
  permission_denied: 'No tiene permiso para realizar esta acción',
  not_found: 'No se encontró el elemento',
  invalid_transition: 'La acción no es posible en el estado actual',
  throttled: 'Demasiados intentos, intente más tarde',
  server: 'Error del servidor',
};
