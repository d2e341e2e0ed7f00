import type { Identifier } from 'react-admin';

/**
 * Which of the selected records a refused call on several of them names as stopping it (the
 * 409 body's `blocking`, docs/API.md), or none.
 */
export const blockingIdsOf = (error: unknown): Identifier[] => {
  const blocking = (error as { body?: { blocking?: unknown } } | undefined)?.body?.blocking;
  return Array.isArray(blocking) ? blocking.filter((id): id is Identifier => typeof id === 'number' || typeof id === 'string') : [];
};
