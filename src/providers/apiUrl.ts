import { getLocale } from './locale';

/** Base of every call (SPEC §7). In development Vite proxies it to the API server. */
export const API_URL = '/api/';

/** Headers every call carries: JSON and the interface language (SPEC §1, §7). */
export const jsonHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'Accept-Language': getLocale(),
  ...extra,
});

/** A call fails with a timeout error after this long unless it says otherwise (SPEC §8). */
const DEFAULT_TIMEOUT_MS = 120_000;

/** The signal that ends a call after `ms` (none where the browser cannot). */
const timeoutSignal = (ms: number) => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined);

/**
 * A call's fetch options: JSON and the language, plus `headers` (the token); no Content-Type
 * without a body or for multipart, whose boundary the browser sets; ended after `timeoutMs`.
 */
export const fetchInit = (method: string, body: BodyInit | undefined, headers: Record<string, string> = {}, timeoutMs = DEFAULT_TIMEOUT_MS): RequestInit => {
  const all = jsonHeaders(headers);
  if (body === undefined || (typeof FormData !== 'undefined' && body instanceof FormData)) delete all['Content-Type'];
  return { method, headers: all, body, signal: timeoutSignal(timeoutMs) };
};
