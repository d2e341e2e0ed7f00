/** app.errors: shared by every screen (English). */
export default {
  network: 'Network error: the server could not be reached',
  timeout: 'The server took too long to answer',
  aborted: 'The request was cancelled',
  invalid: 'The request is not valid',
  validation: 'Check the highlighted fields',
  not_authenticated: 'Please sign in to continue',
  token_not_valid: 'Your session is no longer valid, please sign in again',
  permission_denied: 'You are not allowed to perform this action',
  not_found: 'The item was not found',
  invalid_transition: 'This action is not possible in the current state',
  throttled: 'Too many tries, try again later',
  server: 'Server error',
};
