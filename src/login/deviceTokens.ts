/**
 * This browser's device tokens (server/auth/deviceTokens.ts, ASVS 6.3.1): one per account that
 * signed in here, sent with the next sign-in so that guesses from elsewhere cannot lock the
 * owner out. Kept in localStorage across sign-outs, like the language, under a hash of the
 * email rather than the email itself.
 */
export const DEVICES_KEY = 'flotilla.devices';

/** Accounts remembered at most; the oldest goes first. */
const MAX_ACCOUNTS = 20;

type Devices = Record<string, string>;

const read = (): Devices => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DEVICES_KEY) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Devices) : {};
  } catch {
    return {};
  }
};

/** SHA-256 (hex) of the lower-cased email; the email itself where the page cannot hash (plain http off localhost). */
export const accountKey = async (email: string): Promise<string> => {
  const lower = email.trim().toLowerCase();
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return lower;
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(lower)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** The device token this browser holds for `email`, if any. */
export const deviceTokenFor = async (email: string): Promise<string | undefined> => {
  const token = read()[await accountKey(email)];
  return typeof token === 'string' ? token : undefined;
};

/** Keeps the token a sign-in answered for `email`, replacing the one before. */
export const keepDeviceToken = async (email: string, token: string): Promise<void> => {
  const key = await accountKey(email);
  const devices = read();
  delete devices[key];
  devices[key] = token;
  const keys = Object.keys(devices);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ACCOUNTS))) delete devices[old];
  try {
    localStorage.setItem(DEVICES_KEY, JSON.stringify(devices));
  } catch {
    // Storage full or blocked: the sign-in goes on; only the lockout relief is lost.
  }
};
