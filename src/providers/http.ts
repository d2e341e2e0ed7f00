import { API_URL, fetchInit } from './apiUrl';
import { toClientError, toHttpError } from './errors';
import { isRead, noteOpeningCall, takeEarlyAnswer, type ReadCall } from './openingCalls';
import { ensureFreshSession, freshSessionNow } from './tokenRefresh';

export interface RequestOptions {
  method?: string;
  /** JSON-encoded, except FormData, which goes as multipart (the browser sets its boundary). */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** false for the calls that carry no Authorization header (login, refresh, recovery). */
  auth?: boolean;
  headers?: Record<string, string>;
  /** Fails with a timeout error after this many ms (SPEC §8). */
  timeoutMs?: number;
}

export const buildUrl = (path: string, query?: RequestOptions['query']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_URL}${path}${search ? `?${search}` : ''}`;
};

/** The call itself, once. */
const send = async (path: string, options: RequestOptions): Promise<Response> => {
  const { method = 'GET', body, query, auth = true, headers = {}, timeoutMs } = options;
  const withToken = auth ? { ...headers, Authorization: `Bearer ${(freshSessionNow() ?? (await ensureFreshSession())).access}` } : headers;
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const url = buildUrl(path, query);
  const sent = body === undefined ? undefined : multipart ? body : JSON.stringify(body);
  // A read of the page load's screen (providers/openingCalls.ts): its answer may have been asked already.
  const read: ReadCall | undefined = auth && !multipart && isRead(method, url) ? { method, url, body: sent as string | undefined } : undefined;
  let response: Response;
  try {
    response = await ((read && takeEarlyAnswer(read)) ?? fetch(url, fetchInit(method, sent, withToken, timeoutMs)));
  } catch (error) {
    throw toClientError(error);
  }
  if (read && response.ok) noteOpeningCall(read);
  if (!response.ok) {
    const errorBody = await response.json().catch(() => null);
    throw toHttpError(response.status, errorBody);
  }
  return response;
};

/** What a 403 `reauth_required` says: which proofs `auth/reauth/` takes (docs/API.md, re-authentication). */
export interface ReauthInfo {
  methods: string[];
}

/**
 * The person cancelled "Confirme que es usted": the change was not made, by their choice, so
 * callers say nothing about it (the original 403 would read as a failure).
 */
export class ReauthCancelled extends Error {
  constructor() {
    super('reauth_cancelled');
    this.name = 'ReauthCancelled';
  }
}

/**
 * Asks the person for their password or code again; resolves once `auth/reauth/` accepted it,
 * rejects with ReauthCancelled if they cancel (with another error if the prompt could not be shown).
 */
export type ReauthHandler = (info: ReauthInfo) => Promise<void>;

let reauthHandler: ReauthHandler | null = null;
/** The one confirmation under way: calls refused together wait for the same dialog. */
let pendingReauth: Promise<void> | null = null;

/**
 * Sets what a call refused with 403 `reauth_required` (a sensitive change, the last sign-in too
 * old) waits for before it is sent once more: the layout's dialog. Answers the function that
 * removes it.
 */
export const setReauthHandler = (handler: ReauthHandler | null): (() => void) => {
  reauthHandler = handler;
  return () => {
    if (reauthHandler === handler) reauthHandler = null;
  };
};

const reauthMethods = (body: unknown): string[] => {
  const methods = (body as { methods?: unknown } | null)?.methods;
  return Array.isArray(methods) && methods.every((m) => typeof m === 'string') ? methods : ['password'];
};

/**
 * Waits for the person to confirm who they are. Rejects with ReauthCancelled when they cancel,
 * and as a failed call (no connection) when the prompt could not be shown (its chunk did not load).
 */
const confirmIdentity = (handler: ReauthHandler, info: ReauthInfo): Promise<void> => {
  pendingReauth ??= handler(info).finally(() => {
    pendingReauth = null;
  });
  return pendingReauth.catch((reason: unknown) => {
    throw reason instanceof ReauthCancelled ? reason : toClientError(reason);
  });
};

/**
 * One call to the API; resolves with the Response when its status is 2xx, else rejects with
 * HttpError. A 403 `reauth_required` waits for the re-authentication handler and sends the same
 * call once more (a FormData body too); cancelled, it rejects with ReauthCancelled. With no
 * handler (nothing can ask), the 403 is the answer.
 */
export const request = async (path: string, options: RequestOptions = {}): Promise<Response> => {
  try {
    return await send(path, options);
  } catch (error) {
    const refusal = error as { status?: number; body?: { code?: unknown } };
    const handler = reauthHandler;
    if (refusal?.status !== 403 || refusal.body?.code !== 'reauth_required' || !handler) throw error;
    await confirmIdentity(handler, { methods: reauthMethods(refusal.body) });
    return send(path, options);
  }
};

/** Like `request`, reading the JSON answer (null for 204). */
export const requestJson = async <T = unknown>(path: string, options?: RequestOptions): Promise<T> => {
  const response = await request(path, options);
  if (response.status === 204) return null as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
};
