import { HttpError } from 'react-admin';
import { translate } from './i18nProvider';

/** Server error codes (docs/API.md "Errors") and the i18n key that explains each one. */
export const ERROR_CODE_KEYS: Record<string, string> = {
  invalid_credentials: 'app.auth.invalid_credentials',
  incomplete_credentials: 'app.auth.incomplete_credentials',
  no_allowed: 'app.auth.no_allowed',
  invalid: 'app.errors.invalid',
  not_authenticated: 'app.errors.not_authenticated',
  token_not_valid: 'app.errors.token_not_valid',
  permission_denied: 'app.errors.permission_denied',
  not_found: 'app.errors.not_found',
  invalid_transition: 'app.errors.invalid_transition',
  throttled: 'app.errors.throttled',
  code_already_sent: 'app.recovery.code_already_sent',
  code_expired: 'app.recovery.code_expired',
  code_invalid: 'app.recovery.code_invalid',
  code_unverified: 'app.recovery.code_unverified',
  tries_exceeded: 'app.recovery.tries_exceeded',
  email_error: 'app.recovery.email_error',
  password_error: 'app.recovery.password_error',
};

type ErrorBody = Record<string, unknown> | null | undefined;

const firstMessage = (value: unknown): string | undefined =>
  Array.isArray(value) ? firstMessage(value[0]) : typeof value === 'string' ? value : undefined;

/**
 * Turns a failed answer into react-admin's HttpError:
 * - `{detail, code}`: message translated from the code (the server's detail as fallback);
 * - `{field: ["msg"]}`: `body.errors = {field: "msg"}` so pessimistic forms show them inline,
 *   `non_field_errors` becoming the form's root error.
 */
export const toHttpError = (status: number, body: ErrorBody): HttpError => {
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const detail = typeof body?.detail === 'string' ? body.detail : undefined;
  if (detail !== undefined || code !== undefined || !body || typeof body !== 'object') {
    const fallback = detail ?? translate(status >= 500 ? 'app.errors.server' : 'ra.notification.http_error');
    const message = code && ERROR_CODE_KEYS[code] ? translate(ERROR_CODE_KEYS[code], { _: fallback }) : fallback;
    return new HttpError(message, status, { ...(body ?? {}), code, detail });
  }
  const errors: Record<string, unknown> = {};
  let rootMessage: string | undefined;
  for (const [field, value] of Object.entries(body)) {
    const message = firstMessage(value);
    if (message === undefined) continue;
    if (field === 'non_field_errors') rootMessage = message;
    else errors[field] = message;
  }
  if (rootMessage) errors.root = { serverError: rootMessage };
  return new HttpError(rootMessage ?? translate('app.errors.validation'), status, { ...body, errors });
};

/** The client's own failures (SPEC §8): network error, timeout, aborted. */
export const toClientError = (error: unknown): HttpError => {
  const name = (error as { name?: string })?.name;
  const key = name === 'TimeoutError' ? 'app.errors.timeout' : name === 'AbortError' ? 'app.errors.aborted' : 'app.errors.network';
  return new HttpError(translate(key), 0, { code: key.split('.').pop() });
};
