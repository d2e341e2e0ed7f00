import { errorMessage, fieldErrorsOf } from '../errorMessage';

/** Where a refused code's message goes: under the code field, or above the form. */
export interface CodeFailure {
  field?: string;
  general?: string;
}

/**
 * Splits a failed code call: the code's own refusal (`{code: [msg]}`, or a 400 such as
 * code_invalid) belongs under the field; a wait, an expired step or no connection above it.
 */
export const codeFailureOf = (error: unknown): CodeFailure => {
  const fieldMessage = fieldErrorsOf(error)?.code;
  if (typeof fieldMessage === 'string') return { field: fieldMessage };
  const failure = error as { status?: number; code?: string; body?: { code?: string } } | undefined;
  const message = errorMessage(error);
  const code = failure?.code ?? failure?.body?.code;
  return code === 'code_invalid' || failure?.status === 400 ? { field: message } : { general: message };
};
