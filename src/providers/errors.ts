import { HttpError } from 'react-admin';
import apiErrors from '../../i18n/es/shared/apiErrors';
import { translate } from './i18nProvider';

/**
 * Codes whose detail says more than the code, so the server's words (in the request's language)
 * are kept: in_use (what and how many), invalid_transition (which records are in the wrong state
 * and what to do, e.g. a bulk change on vehicles).
 */
const DETAILED_CODES = new Set(['in_use', 'invalid_transition']);

/**
 * Server error codes (docs/API.md "Errors") and the i18n key that explains each one: the codes
 * of the shared catalogue (i18n/es/shared/apiErrors.ts), as `app.errors.<code>` in the API's own words.
 */
export const ERROR_CODE_KEYS: Record<string, string> = Object.fromEntries(
  Object.keys(apiErrors).map((code) => [code, `app.errors.${code}`]),
);

/** What a failure says when the server sent no code we know, by status. */
const statusKey = (status: number): string =>
  status === 403 ? 'app.errors.permission_denied' : status === 404 ? 'app.errors.not_found' : status >= 500 ? 'app.errors.internal' : 'ra.notification.http_error';

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
    const fallback = detail ?? translate(statusKey(status));
    const keepDetail = detail !== undefined && code !== undefined && DETAILED_CODES.has(code);
    const message = !keepDetail && code && ERROR_CODE_KEYS[code] ? translate(ERROR_CODE_KEYS[code], { _: fallback }) : fallback;
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

/**
 * react-admin answers every failed record load (getOne on a show or edit page) with its
 * "the element does not exist" toast, whatever the cause. The data provider notes each such
 * failure here so that the toast can say what happened instead: not allowed, the server
 * failed, no connection.
 */
let lastLoadFailure: { status: number; message: string; at: number } | undefined;

/** The toast follows the failure at once; an older note belongs to some other call. */
const LOAD_FAILURE_FRESH_MS = 5000;

export const noteLoadFailure = (error: unknown): void => {
  const failure = error as { status?: number; message?: string } | undefined;
  lastLoadFailure = { status: failure?.status ?? 0, message: failure?.message ?? '', at: Date.now() };
};

/**
 * The text for react-admin's item_doesnt_exist toast: the last load failure's own message
 * unless it really was a 404 (undefined: keep react-admin's text), null when the session
 * ended (the sign-in page says so already). Each failure is used once.
 */
export const takeLoadFailureText = (): string | null | undefined => {
  const failure = lastLoadFailure;
  lastLoadFailure = undefined;
  if (!failure || failure.status === 404 || Date.now() - failure.at > LOAD_FAILURE_FRESH_MS) return undefined;
  if (failure.status === 401) return null;
  return failure.message || translate(statusKey(failure.status));
};
