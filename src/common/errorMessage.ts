/** The human message carried by a rejected call (HttpError, Error or string). */
export const errorMessage = (error: unknown): string =>
  typeof error === 'string' ? error : ((error as { message?: string })?.message ?? '');

/** Whether a failure carries field errors that a pessimistic form shows inline. */
export const hasFieldErrors = (error: unknown): boolean => {
  const errors = (error as { body?: { errors?: object } })?.body?.errors;
  // A root-only error (non_field_errors) is not shown by the form, so it still needs a toast.
  return !!errors && Object.keys(errors).some((key) => key !== 'root');
};

/** The form's field errors of a failure ({field: message}), or undefined when it has none. */
export const fieldErrorsOf = (error: unknown): Record<string, unknown> | undefined =>
  hasFieldErrors(error) ? (error as { body: { errors: Record<string, unknown> } }).body.errors : undefined;

/** The first field error's message when there is one (a refused upload), else the failure's message. */
export const firstErrorMessage = (error: unknown): string => {
  const fieldErrors = fieldErrorsOf(error);
  const first = fieldErrors && Object.entries(fieldErrors).find(([key, value]) => key !== 'root' && typeof value === 'string');
  return first ? String(first[1]) : errorMessage(error);
};
