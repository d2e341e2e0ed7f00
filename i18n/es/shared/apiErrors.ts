/**
 * What each error code of the API means (docs/API.md "Errors"), in Spanish: the API answers it
 * as `detail` (i18n/server/es.ts `errors`) and the screens show it for the same `code`
 * (`app.errors`), so both say it with one wording. Same keys as the English file (tested).
 */
export default {
  not_authenticated: 'Inicie sesión para continuar.',
  token_not_valid: 'Su sesión ya no es válida; vuelva a iniciar sesión.',
  permission_denied: 'No tiene permiso para realizar esta acción.',
  not_found: 'No se encontró el elemento.',
  invalid: 'La solicitud no es válida.',
  incomplete_credentials: 'Credenciales incompletas.',
  invalid_credentials: 'Credenciales inválidas.',
  no_allowed: 'No tiene permitido iniciar sesión.',
  throttled: 'Demasiados intentos, intente más tarde.',
  invalid_transition: 'La acción no es posible en el estado actual.',
  code_already_sent: 'El código ya fue enviado, espere 5 minutos para solicitar uno nuevo.',
  code_expired: 'El código ha expirado.',
  code_invalid: 'El código no es válido.',
  code_unverified: 'El código no ha sido verificado.',
  tries_exceeded: 'Demasiados intentos, intente más tarde.',
  payload_too_large: 'El archivo o la solicitud es demasiado grande.',
  database_unavailable: 'No se puede acceder a la base de datos en este momento; vuelva a intentarlo en unos segundos.',
  shutting_down: 'Este servidor se está apagando; vuelva a intentarlo en unos segundos.',
  internal: 'Ocurrió un error inesperado en el servidor.',
  in_use: 'El registro está en uso y no puede eliminarse.',
  own_account_delete: 'No puede eliminar su propia cuenta.',
  own_account_disable: 'No puede deshabilitar su propia cuenta.',
  own_account_groups: 'No puede quitarse permisos a sí mismo.',
  last_admin: 'No se puede deshabilitar, eliminar ni quitar permisos al último administrador activo.',
  own_account: 'Esto no puede hacerse sobre su propia cuenta; use Mi cuenta.',
  challenge_expired: 'La verificación caducó; vuelva a escribir su contraseña.',
  second_factor_setup_required: 'Su grupo requiere la verificación en dos pasos: actívela primero en el sistema web.',
  reauth_required: 'Confirme que es usted para continuar.',
  second_factor_on: 'La verificación en dos pasos ya está activada.',
  second_factor_off: 'La verificación en dos pasos no está activada.',
  second_factor_required: 'Su grupo requiere la verificación en dos pasos; no puede desactivarla.',
};
