import { fetchInit } from './apiUrl';
import type { Session } from './session';
import { accessGood } from './tokenTimes';

/**
 * The reads a page load makes for its screen (the list and its lookups, or the record), kept per
 * address and asked again as soon as the next load of that address starts, while the admin's
 * scripts are still being evaluated; the screen's own identical call then takes that answer
 * instead of asking: asked by the screen, the list call would leave only once the admin has
 * drawn. A call the screen does not make again, because its filters, order or page
 * changed, is simply not used. Only reads are kept (GET, or a list's POST …/q/), never headers or
 * tokens, in the storage that holds the session, for the signed-in account only, and they are
 * forgotten on signing out.
 */
export const OPENING_CALLS_KEY = 'flotilla.openingCalls';
/** Addresses kept, the most recently opened last. */
const ADDRESSES_KEPT = 20;
/** An early answer not taken by then is dropped: the screen asked something else. */
const EARLY_ANSWER_MS = 10_000;

export interface ReadCall {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
}

interface Stored {
  account: string;
  /** address (path and query) → the reads its load made, in order. */
  addresses: Record<string, ReadCall[]>;
}

/** The parts of the session this module needs (passed in: session.ts clears this module's storage). */
export type OpeningSession = Pick<Session, 'id' | 'access' | 'remember' | 'accessExpiresAt' | 'refreshExpiresAt'>;

/** Whether a call only reads: a GET, or a POST to a list's query endpoint. */
export const isRead = (method: string, url: string): method is ReadCall['method'] =>
  method === 'GET' || (method === 'POST' && /\/q\/(\?|$)/.test(url));

const signature = (call: ReadCall) => `${call.method} ${call.url} ${call.body ?? ''}`;
const storageOf = (session: OpeningSession) => (session.remember ? localStorage : sessionStorage);

const readStored = (storage: Storage, account: string): Stored => {
  try {
    const stored = JSON.parse(storage.getItem(OPENING_CALLS_KEY) ?? 'null') as Stored | null;
    if (stored?.account === account && stored.addresses && typeof stored.addresses === 'object') return stored;
  } catch {
    // Unreadable: start again.
  }
  return { account, addresses: {} };
};

/** The early answers of this page load, by call, each taken once. */
const early = new Map<string, Promise<Response>>();
/** The load being recorded: its address, its reads so far, and what is kept (read once, at the load's start) and where. */
let recording: { address: string; calls: ReadCall[]; stored: Stored; storage: Storage } | undefined;
/** The kept reads of this page load not asked yet: its access token had expired (askKeptReads). */
let unasked: ReadCall[] = [];

/**
 * On a page load with a stored session: asks again at once the reads the last load of `address`
 * made (when the access token is still good; otherwise askKeptReads does once the page load has
 * refreshed it), and records this load's reads for the next one.
 */
export const openPageLoad = (address: string, session: OpeningSession, now = Date.now()) => {
  const storage = storageOf(session);
  const stored = readStored(storage, String(session.id));
  const kept = stored.addresses[address] ?? [];
  recording = { address, calls: [], stored, storage };
  unasked = [...kept];
  if (!accessGood(session, now)) return;
  askKeptReads(session);
};

/**
 * Asks the kept reads openPageLoad left unasked, with `session`'s access token, which must be
 * good: at once from openPageLoad, or once a page load has refreshed an expired one
 * (src/shell/pageLoad.ts). Each is asked once.
 */
export const askKeptReads = (session: Pick<Session, 'access'>) => {
  for (const call of unasked.splice(0)) {
    // Sent as the screen's own call would be (headers, body, time limit): the screen takes its answer instead.
    const answer = fetch(call.url, fetchInit(call.method, call.body, { Authorization: `Bearer ${session.access}` }));
    // A failed early call is the screen's to ask again (takeEarlyAnswer's caller sees the failure only if it takes it).
    answer.catch(() => undefined);
    const key = signature(call);
    early.set(key, answer);
    setTimeout(() => early.get(key) === answer && early.delete(key), EARLY_ANSWER_MS);
  }
};

/** The early answer to exactly this call, if this load asked it already; each is taken once. */
export const takeEarlyAnswer = (call: ReadCall): Promise<Response> | undefined => {
  // Most calls come when none is waiting: no key to build.
  if (!early.size) return undefined;
  const key = signature(call);
  const answer = early.get(key);
  early.delete(key);
  return answer;
};

/** Notes a read the screen made and that answered well, for the next load of the address. */
export const noteOpeningCall = (call: ReadCall) => {
  if (!recording) return;
  const { address, calls, stored, storage } = recording;
  if (calls.some((kept) => signature(kept) === signature(call))) return;
  calls.push(call);
  delete stored.addresses[address];
  stored.addresses[address] = [...calls];
  const addresses = Object.keys(stored.addresses);
  for (const old of addresses.slice(0, Math.max(0, addresses.length - ADDRESSES_KEPT))) delete stored.addresses[old];
  try {
    storage.setItem(OPENING_CALLS_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: the next load just asks later.
  }
};

/** The screen's reads have been made: later calls are the user's, not the page load's. */
export const stopRecording = () => {
  recording = undefined;
};

/** Forgets every kept read and early answer (signing out). */
export const forgetOpeningCalls = () => {
  recording = undefined;
  unasked = [];
  early.clear();
  for (const storage of [localStorage, sessionStorage]) storage.removeItem(OPENING_CALLS_KEY);
};
