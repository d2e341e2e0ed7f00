import type es from '../../es/shared/apiErrors';

/** What each error code of the API means, in English: one wording for the API and the screens. */
const apiErrors: typeof es = {
  not_authenticated: 'Please sign in to continue.',
  token_not_valid: 'Your session is no longer valid; please sign in again.',
  permission_denied: 'You do not have permission to perform this action.',
  not_found: 'The item was not found.',
  invalid: 'The request is not valid.',
  incomplete_credentials: 'Incomplete credentials.',
  invalid_credentials: 'Invalid credentials.',
  no_allowed: 'You are not allowed to sign in.',
  throttled: 'Too many attempts, try again later.',
  invalid_transition: 'This action is not possible in the current state.',
  code_already_sent: 'The code was already sent, wait 5 minutes to request a new one.',
  code_expired: 'The code expired.',
  code_invalid: 'The code is invalid.',
  code_unverified: 'The code is unverified.',
  tries_exceeded: 'Too many attempts, try again later.',
  payload_too_large: 'The file or request is too large.',
  database_unavailable: 'The database cannot be reached right now; please try again in a few seconds.',
  shutting_down: 'This server is shutting down; please try again in a few seconds.',
  internal: 'An unexpected server error occurred.',
  in_use: 'The record is in use and cannot be deleted.',
  own_account_delete: 'You cannot delete your own account.',
  own_account_disable: 'You cannot disable your own account.',
  own_account_groups: 'You cannot remove permissions from your own account.',
  last_admin: 'The last active administrator cannot be disabled, deleted or lose their permissions.',
  own_account: 'This cannot be done on your own account; use My account.',
  challenge_expired: 'The verification expired; enter your password again.',
  second_factor_setup_required: 'Your group requires two-step verification: turn it on in the web back office first.',
  reauth_required: 'Confirm it is you to continue.',
  second_factor_on: 'Two-step verification is already on.',
  second_factor_off: 'Two-step verification is not on.',
  second_factor_required: 'Your group requires two-step verification; it cannot be turned off.',
};

export default apiErrors;
