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
    /** More of the body beside detail and code (in_use: `usage`, the counts of what points at it). */
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

export const notFound = () => new ApiError(404, 'not_found');
export const permissionDenied = () => new ApiError(403, 'permission_denied');
