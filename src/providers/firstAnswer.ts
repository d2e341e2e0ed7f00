import { useEffect, useState } from 'react';

/**
 * On a page load with a stored session, the calls the screen does not need to draw (the bell's
 * count, the realtime ticket) wait until the screen's own first list or record has answered and
 * been drawn, so that they do not compete with it for the server and the main thread.
 * Only the page load arms the wait (src/shell/Root.tsx); elsewhere (signing in, tests) nothing waits.
 */
let open = true;
let release: () => void = () => undefined;
let opened: Promise<void> = Promise.resolve();
let fallback: ReturnType<typeof setTimeout> | undefined;
let asked = false;
/** Lazy parts drawn but still loading their modules (common/lazyNamed.ts). */
let loading = 0;

/**
 * A screen that never asks for a list or a record still gets its bell this long after the admin
 * first drew it with nothing lazy still loading: counted from that drawing, not from the page
 * load, since on a busy machine the scripts alone can take longer, and a screen that was about to
 * ask would lose a race it never ran.
 */
const UNASKED_WAIT_MS = 3000;
/**
 * A screen that asked for its list or record waits for that answer (its call releases the wait
 * when it answers or fails), however slow the load: only a call that never ends is waited out.
 */
const ASKED_WAIT_MS = 15_000;
/** How long after the first answer the calls wait, at most, for the browser to be idle. */
const DRAWN_WAIT_MS = 1000;

/**
 * Runs `then` once the browser is idle: after the answer's rows are drawn and painted (React draws
 * them in slices, and the bell's drawing and the realtime answers would slip in between).
 * Browsers without idle callbacks wait one task.
 */
const whenIdle = (then: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => then(), { timeout: DRAWN_WAIT_MS });
  else setTimeout(then, 0);
};

const waitAtMost = (ms: number) => {
  clearTimeout(fallback);
  fallback = setTimeout(() => release(), ms);
};

/** Makes the secondary calls wait for the first answer (or, once the admin has drawn, UNASKED_WAIT_MS; ASKED_WAIT_MS if it never draws). */
export const holdUntilFirstAnswer = () => {
  if (!open) return;
  open = false;
  opened = new Promise<void>((resolve) => {
    release = () => {
      open = true;
      resolve();
    };
  });
  asked = false;
  waitAtMost(ASKED_WAIT_MS);
};

/**
 * The admin drew its first screen (src/layout/Layout.tsx), or the last lazy part of it loading
 * has drawn: a screen that has not asked for its list or record by now gets the short wait.
 */
export const noteDrawn = () => {
  if (!open && !asked && loading === 0) waitAtMost(UNASKED_WAIT_MS);
};

/**
 * A lazy part drawn while its module loads (a record screen, which is not preloaded): until it has
 * drawn, no short wait; the screen in it may yet ask. Answers the end of that wait.
 */
export const holdWhileLoading = () => {
  loading += 1;
  if (!open && !asked) waitAtMost(ASKED_WAIT_MS);
  return () => {
    loading -= 1;
    noteDrawn();
  };
};

/** The screen asked for its first list or record: the short wait for screens that ask none no longer applies. */
export const noteAsked = () => {
  if (open || asked) return;
  asked = true;
  waitAtMost(ASKED_WAIT_MS);
};

/**
 * The meta of a list call a screen makes beside its own list (every plant or department its
 * cells name): that small call answers first, but the screen's list has not come yet.
 */
export const BESIDE_THE_SCREEN = { besideTheScreen: true } as const;

/** Whether a list call's meta says it is BESIDE_THE_SCREEN. */
export const isBesideTheScreen = (meta: unknown) => (meta as Partial<typeof BESIDE_THE_SCREEN> | undefined)?.besideTheScreen === true;

/** The data provider's first list or record answered (or failed): the secondary calls may go once it is drawn. */
export const noteAnswer = () => {
  if (!open) whenIdle(release);
};

/** Resolves once the secondary calls may go. */
export const afterFirstAnswer = (): Promise<void> => opened;

/** Whether the secondary calls may go yet, updated when they may. */
export const useAfterFirstAnswer = (): boolean => {
  const [ready, setReady] = useState(open);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void opened.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
};
