/** A message key of i18n/server plus its interpolation values. */
export interface Message {
  key: string;
  params?: Record<string, unknown>;
}

/** An error answered as `{detail, code}` (DOMAIN §4). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey = `errors.${code}`,
    readonly params: Record<string, unknown> = {},
    /**
     * More of the body beside detail and code: in_use's `usage` (the counts of what points at
     * it), and a refused bulk call's `blocking` (which of the selected ids stop it).
     */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** Field validation errors, answered as `400 {field: [message]}` (DOMAIN §4). */
export class FieldErrors extends Error {
  constructor(readonly fields: Record<string, Message[]>) {
    super('validation');
  }

  static one(field: string, key: string, params?: Record<string, unknown>) {
    return new FieldErrors({ [field]: [{ key: `validation.${key}`, params }] });
  }
}

/**
 * The body's `blocking` for a refused call given several ids: which of them stop it, so a screen
 * can name them; nothing for a call on one record, which is named already.
 */
export const blockingOf = (given: readonly unknown[], stopped: readonly number[]): Record<string, unknown> =>
  given.length > 1 ? { blocking: [...new Set(stopped)].sort((a, b) => a - b) } : {};

export const notFound = () => new ApiError(404, 'not_found');
export const permissionDenied = () => new ApiError(403, 'permission_denied');
