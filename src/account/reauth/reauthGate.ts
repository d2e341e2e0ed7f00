/** What a 403 reauth_required allows as proof: `methods` has "password", and "code" when the factor is on. */
export interface ReauthRequest {
  methods: readonly string[];
}

/** The person closed the dialog without confirming. */
export class ReauthCancelled extends Error {
  constructor() {
    super('reauth_cancelled');
    this.name = 'ReauthCancelled';
  }
}

interface Pending {
  request: ReauthRequest;
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

type Listener = (request: ReauthRequest | null) => void;

let pending: Pending | null = null;
const listeners = new Set<Listener>();

const tell = () => listeners.forEach((listener) => listener(pending?.request ?? null));

/**
 * Between the request helper, whose call the server refused with 403 reauth_required, and the
 * dialog that asks the password or code again (ReauthDialog): resolves once the person confirmed,
 * rejects when they cancel. Calls refused together share one prompt.
 */
export const askReauth = (request: ReauthRequest): Promise<void> => {
  if (pending) return pending.promise;
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  pending = { request, promise, resolve, reject };
  tell();
  return promise;
};

/** The dialog's answer: confirmed (the session is fresh again) or cancelled. */
export const settleReauth = (confirmed: boolean): void => {
  const settled = pending;
  if (!settled) return;
  pending = null;
  tell();
  if (confirmed) settled.resolve();
  else settled.reject(new ReauthCancelled());
};

/** Follows the open request (null without one), told at once of the current one; answers its unsubscribe. */
export const watchReauth = (listener: Listener): (() => void) => {
  listeners.add(listener);
  listener(pending?.request ?? null);
  return () => {
    listeners.delete(listener);
  };
};
