import apiErrors from './apiErrors';

/** app.errors: shared by every screen (Spanish): the API's codes in their one wording, then the client's own failures. */
export default {
  ...apiErrors,
  network: 'Error de red: no se pudo contactar al servidor',
  timeout: 'El servidor tardó demasiado en responder',
  aborted: 'La solicitud fue cancelada',
  validation: 'Revise los campos marcados',
};
