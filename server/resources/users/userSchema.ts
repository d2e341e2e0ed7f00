import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FIELD_LENGTH } from '../../../domain/fields';
import { USER_ROLE_VALUES } from '../../../domain/status';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { FieldErrors, type Message } from '../../http/errors';
import { activeStatus, choiceOf, exactDigits, optionalDigits, optionalReference, optionalText, requiredText } from '../../kit/fields';
import { withFilePaths } from '../../kit/files';
import { USER_FILES } from './userFiles';

/** SPEC §3 User, the fields a body may set on `usuarios/` (docs/API.md "Users"). */
export const userInput = z.object({
  name: requiredText(FIELD_LENGTH.name),
  last_name: requiredText(FIELD_LENGTH.name),
  // Stored in lower case: sign-in and the unique index compare emails without case.
  email: z.string().trim().toLowerCase().min(1).max(FIELD_LENGTH.email).pipe(z.email()),
  telephone: exactDigits(FIELD_LENGTH.telephone),
  department: optionalReference(),
  planta: optionalReference(),
  role: choiceOf(USER_ROLE_VALUES, 0),
  status: activeStatus(),
  no_worker: optionalDigits(FIELD_LENGTH.no_worker),
  state: optionalText(FIELD_LENGTH.state),
  city: optionalText(FIELD_LENGTH.city),
  address: optionalText(FIELD_LENGTH.address),
  postal_code: exactDigits(FIELD_LENGTH.postal_code),
});

/** A user's record as the API answers it: file keys become the API paths that serve them. */
export const userOutput = withFilePaths('usuarios', USER_FILES);

/**
 * Checks that need the database, all reported at once (with the declared references' own):
 * email (SPEC §5 "a user with this email already exists") and employee number are free.
 */
export async function validateUser(tx: Db, data: Record<string, unknown>, id: number | null) {
  const errors: Record<string, Message[]> = {};
  const others = id === null ? undefined : ne(usuarios.id, id);
  if (typeof data.email === 'string') {
    const taken = await tx.select({ id: usuarios.id }).from(usuarios).where(and(sql`lower(${usuarios.email}) = ${data.email.toLowerCase()}`, others));
    if (taken.length) errors.email = [{ key: 'validation.email_taken' }];
  }
  if (typeof data.no_worker === 'string' && data.no_worker !== '') {
    const taken = await tx.select({ id: usuarios.id }).from(usuarios).where(and(eq(usuarios.no_worker, data.no_worker), others));
    if (taken.length) errors.no_worker = [{ key: 'validation.unique' }];
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}
