import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { json, mockFetch, signIn } from '../../test/client/fetchMock';

// The gate is module state: each test loads a fresh copy.
const load = async () => {
  vi.resetModules();
  return import('./firstAnswer');
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

test('nothing waits unless a page load armed the wait (signing in, tests)', async () => {
  const gate = await load();
  expect(await settled(gate.afterFirstAnswer())).toBe(true);
});

test('once armed, the secondary calls wait for the first answer (without idle callbacks, one task after it)', async () => {
  const gate = await load();
  gate.holdUntilFirstAnswer();
  expect(await settled(gate.afterFirstAnswer())).toBe(false);
  gate.noteAnswer();
  expect(await settled(gate.afterFirstAnswer())).toBe(true);
});

test('in a browser with idle callbacks, they go once the browser is idle after the answer (the rows drawn), at most a second later', async () => {
  const gate = await load();
  const idle: { callback: () => void; timeout?: number }[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }));
  try {
    gate.holdUntilFirstAnswer();
    gate.noteAnswer();
    expect(await settled(gate.afterFirstAnswer())).toBe(false);
    expect(idle).toHaveLength(1);
    expect(idle[0].timeout).toBe(1000);
    idle[0].callback();
    expect(await settled(gate.afterFirstAnswer())).toBe(true);
  } finally {
    vi.unstubAllGlobals();
  }
});

test.each([
  ['a screen that never asks for a list or a record still gets them the longest wait after the admin drew it', 'drawn', 3000],
  ['a screen whose call never answers is waited out at last', 'asked', 15_000],
  ['an admin that never draws is waited out at last', 'neither', 15_000],
] as const)('%s', async (_name, step, wait) => {
  const gate = await load();
  gate.holdUntilFirstAnswer();
  // However long the admin's scripts take before it draws, the short wait has not started.
  await vi.advanceTimersByTimeAsync(step === 'neither' ? 0 : 5000);
  if (step === 'drawn') gate.noteDrawn();
  if (step === 'asked') gate.noteAsked();
  await vi.advanceTimersByTimeAsync(wait - 100);
  expect(await settled(gate.afterFirstAnswer())).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  expect(await settled(gate.afterFirstAnswer())).toBe(true);
});

test("a lazy part still loading when the admin draws (a record screen) keeps the short wait off until it has drawn", async () => {
  const gate = await load();
  gate.holdUntilFirstAnswer();
  const drawn = gate.holdWhileLoading();
  gate.noteDrawn();
  await vi.advanceTimersByTimeAsync(5000);
  expect(await settled(gate.afterFirstAnswer())).toBe(false);
  drawn();
  await vi.advanceTimersByTimeAsync(2900);
  expect(await settled(gate.afterFirstAnswer())).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  expect(await settled(gate.afterFirstAnswer())).toBe(true);
});

test('a screen that asked for its list waits for its answer past the short wait, however slow, and goes once it comes', async () => {
  const gate = await load();
  gate.holdUntilFirstAnswer();
  gate.noteAsked();
  // The admin's drawing comes after its screen asked (src/layout/Layout.tsx): it does not shorten the wait.
  gate.noteDrawn();
  await vi.advanceTimersByTimeAsync(5000);
  expect(await settled(gate.afterFirstAnswer())).toBe(false);
  gate.noteAnswer();
  expect(await settled(gate.afterFirstAnswer())).toBe(true);
});


test("the data provider's first list answer opens the gate, even a failed one", async () => {
  const gate = await load();
  const { dataProvider } = await import('./dataProvider');
  gate.holdUntilFirstAnswer();
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  try {
    await expect(dataProvider.getList('usuarios', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toBeTruthy();
    expect(await settled(gate.afterFirstAnswer())).toBe(true);
  } finally {
    fetchMock.mockRestore();
  }
});

test("a screen's call for the references its cells name (beside its list) does not open the gate", async () => {
  const gate = await load();
  const { dataProvider } = await import('./dataProvider');
  gate.holdUntilFirstAnswer();
  signIn();
  mockFetch(() => json({ count: 0, next: null, previous: null, results: [] }));
  const params = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
  try {
    await dataProvider.getList('plantas', { ...params, meta: gate.BESIDE_THE_SCREEN });
    expect(await settled(gate.afterFirstAnswer())).toBe(false);
    await dataProvider.getList('vehiculos', params);
    expect(await settled(gate.afterFirstAnswer())).toBe(true);
  } finally {
    vi.unstubAllGlobals();
    localStorage.clear();
  }
});
