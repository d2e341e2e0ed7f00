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
export const DEFAULT_TIMEOUT_MS = 120_000;

/** The signal that ends a call after `ms` (none where the browser cannot). */
export const timeoutSignal = (ms: number) => (typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined);
