/** The human message carried by a rejected call (HttpError, Error or string). */
export const errorMessage = (error: unknown): string =>
  typeof error === 'string' ? error : ((error as { message?: string })?.message ?? '');

/** Whether a failure carries field errors that a pessimistic form shows inline. */
export const hasFieldErrors = (error: unknown): boolean => {
  const errors = (error as { body?: { errors?: object } })?.body?.errors;
  // A root-only error (non_field_errors) is not shown by the form, so it still needs a toast.
  return !!errors && Object.keys(errors).some((key) => key !== 'root');
};
