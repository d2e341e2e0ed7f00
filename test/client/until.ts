import { vi } from 'vitest';

/**
 * `vi.waitFor` with the same 10 s the Testing Library's waits have here (setup.ts): vitest's own
 * default is 1 s and has no global setting, and a wait that short failed on a busy machine.
 */
export function until<T>(check: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, ...options });
}
