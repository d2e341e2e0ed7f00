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
