/**
 * How long a server test waits for what follows a call (a NOTIFY heard, a job's pass, a log line):
 * a met wait ends at once, so only a failure waits this long. vi.waitFor's own 1 s, and 5–10 s,
 * are too short at nice 10 beside the browser parts on a busy 2-core machine.
 */
export const WAIT = { timeout: 30_000 } as const;
