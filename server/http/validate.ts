import { z } from 'zod';
import { ApiError, FieldErrors, type Message } from './errors';
import { refuseUnsafeText } from './inputSafety';

/** Turns one zod issue into a message key of i18n/server (validation.*). */
function messageOf(issue: z.core.$ZodIssue, input: unknown): Message {
  const count = (n: unknown) => ({ count: Number(n) });
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined || input === null || input === '') return { key: 'validation.required' };
      const byType: Record<string, string> = { number: 'number', int: 'integer', string: 'text', boolean: 'boolean', array: 'list', date: 'date' };
      return { key: `validation.${byType[issue.expected] ?? 'invalid'}` };
    }
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? { key: 'validation.required' } : { key: 'validation.min_length', params: count(issue.minimum) };
      if (issue.origin === 'array') return { key: 'validation.ids_empty' };
      return { key: issue.inclusive === false ? 'validation.gt_value' : 'validation.min_value', params: count(issue.minimum) };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.max_length', params: count(issue.maximum) };
      if (issue.origin === 'array') return { key: 'validation.max_items', params: count(issue.maximum) };
      return { key: issue.inclusive === false ? 'validation.lt_value' : 'validation.max_value', params: count(issue.maximum) };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : (issue.message?.startsWith('validation.') ? issue.message : 'validation.text') };
    case 'invalid_value':
      return { key: 'validation.choice' };
    case 'custom':
      return { key: issue.message, params: (issue.params as Record<string, unknown>) ?? {} };
    default:
      return { key: 'errors.invalid' };
  }
}

const valueAt = (input: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((node, part) => (node == null ? undefined : (node as Record<PropertyKey, unknown>)[part]), input);

/** Parses `input` with `schema`, or throws FieldErrors keyed by the top-level field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new ApiError(400, 'invalid');
  // Requests were checked by the inputSafety hook; this covers what is parsed from files (an import's rows).
  refuseUnsafeText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, Message[]> = Object.create(null); // a body key such as `constructor` must not hit Object.prototype
  const add = (field: string, message: Message) => {
    const list = (fields[field] ??= []);
    // One message per problem: a list with several bad items says it once.
    if (!list.some((m) => m.key === message.key && JSON.stringify(m.params) === JSON.stringify(message.params))) list.push(message);
  };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, { key: 'validation.unknown_field' });
      continue;
    }
    const field = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    add(field, messageOf(issue, valueAt(input, issue.path)));
  }
  throw new FieldErrors(fields);
}
