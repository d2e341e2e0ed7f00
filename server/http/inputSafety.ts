import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { hasUnsafeCharacter } from '../../domain/fields';
import { FieldErrors, type Message } from './errors';

/**
 * Text no route may take: a NUL byte (PostgreSQL refuses it in text) or a lone UTF-16
 * surrogate (the audit log's JSON refuses it). Refused once here, for every route, declared
 * resources, sign-in and recovery alike, and the ones still to come, as a field error.
 */

const MESSAGE: Message = { key: 'validation.characters' };
const WHOLE = 'non_field_errors';

/** Whether `value` holds an unsafe string anywhere (keys too); walked without recursion, so any depth is safe. */
function holdsUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const node = pending.pop();
    if (typeof node === 'string') {
      if (hasUnsafeCharacter(node)) return true;
    } else if (Array.isArray(node)) {
      for (const child of node) pending.push(child); // not push(...node): a long list would overflow the call's arguments
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (hasUnsafeCharacter(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** The fields of `input` holding unsafe text: top-level keys, `non_field_errors` for the rest. */
export function unsafeFields(input: unknown): string[] {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return holdsUnsafeText(input) ? [WHOLE] : [];
  const fields = new Set<string>();
  for (const [key, value] of Object.entries(input)) {
    if (hasUnsafeCharacter(key)) fields.add(WHOLE);
    else if (holdsUnsafeText(value)) fields.add(key);
  }
  return [...fields];
}

/** Throws the field errors for the unsafe text in any of `inputs`, if there is some. */
export function refuseUnsafeText(...inputs: unknown[]) {
  const fields = inputs.flatMap(unsafeFields);
  if (fields.length) throw new FieldErrors(Object.fromEntries(fields.map((f) => [f, [MESSAGE]])));
}

/**
 * preValidation hook of the whole app: runs after the body is parsed, before any handler.
 * Multipart parts are read by their handlers (server/files/upload.ts) and checked there.
 */
export function inputSafety(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  // A callback hook, not an async one: every call of the API passes here (no promise per call).
  try {
    refuseUnsafeText(req.params, req.query, req.body);
  } catch (err) {
    return done(err as Error);
  }
  done();
}
