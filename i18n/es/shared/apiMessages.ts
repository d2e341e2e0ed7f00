/**
 * What the API answers when password recovery goes well (SPEC §7), in Spanish: the API's `messages`
 * (i18n/server/es.ts) and the recovery form's (`app.recovery`) say it with one wording.
 */
export default {
  code_sent: 'Si el correo está registrado, recibirá un código de verificación.',
  code_verified: 'Código verificado.',
  password_changed: 'La contraseña fue cambiada; ya puede iniciar sesión.',
};
