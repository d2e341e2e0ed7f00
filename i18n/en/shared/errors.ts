import apiErrors from './apiErrors';

/** app.errors: shared by every screen (English): the API's codes in their one wording, then the client's own failures. */
export default {
  ...apiErrors,
  network: 'Network error: the server could not be reached',
  timeout: 'The server took too long to answer',
  aborted: 'The request was cancelled',
  validation: 'Check the highlighted fields',
};
