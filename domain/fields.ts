/**
 * Field lengths and rules that the API's schemas (server/resources/*.ts), the forms' validators
 * (src/common/validators.ts) and the columns (server/db/schema/*.ts) are written from; a change
 * here needs `npm run db:generate`, and test/server/kit/fieldLengths.test.ts fails until it is migrated.
 */
export const FIELD_LENGTH = {
  name: 120,
  code: 20,
  description: 500,
  address: 255,
  city: 80,
  state: 80,
  /** Digits, exactly. */
  postal_code: 5,
  /** Digits, exactly. */
  telephone: 10,
  email: 254,
  /** Digits, at most. */
  no_worker: 20,
} as const;

/** Passwords: staff created on the platform and recovery (SPEC §5). */
export const PASSWORD = { min: 8, max: 256 } as const;

/** The reason a record action asks for (a rejection, a cancellation), trimmed. */
export const REASON_MAX_LENGTH = 2000;

/** Coordinates in degrees. */
export const LATITUDE = { min: -90, max: 90 } as const;
export const LONGITUDE = { min: -180, max: 180 } as const;

/**
 * A character no text may hold: NUL, which PostgreSQL refuses in text, and half of a UTF-16
 * surrogate pair, which JSON columns (the audit log) refuse and UTF-8 cannot encode.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeCharacter = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
