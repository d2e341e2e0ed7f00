import type { Identifier } from 'react-admin';
import { blockingIdsOf } from '../blocking';

/** The usage the server reports with a refused delete (409 in_use): `{usuarios: 44, departamentos: 3}`. */
export type Usage = Record<string, number>;

export interface InUse {
  /** The server's `detail`, already in the caller's language. */
  message: string;
  usage: Usage;
  /** Which of the selected records are the ones in use (a delete of several), else none. */
  blocking: Identifier[];
}

/** The in-use refusal carried by a failed delete, or undefined for any other failure. */
export const inUseOf = (error: unknown): InUse | undefined => {
  const failure = error as { status?: number; message?: string; body?: { code?: unknown; detail?: unknown; usage?: unknown } } | undefined;
  if (failure?.status !== 409 || failure.body?.code !== 'in_use') return undefined;
  const detail = typeof failure.body.detail === 'string' ? failure.body.detail : failure.message ?? '';
  const usage = failure.body.usage && typeof failure.body.usage === 'object' ? (failure.body.usage as Usage) : {};
  return { message: detail, usage, blocking: blockingIdsOf(error) };
};
