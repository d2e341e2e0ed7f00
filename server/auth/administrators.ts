import { sql } from 'drizzle-orm';
import { GROUPS } from '../../domain/roles';
import type { Db } from '../db/client';
import { usuarios } from '../db/schema';
import { addCreation } from '../kit/history';
import { platformUsers } from '../resources/users/platformUsers';
import { hashPassword } from './passwords';
import { checkNewPassword, type NewPasswordProblem } from './passwordPolicy';
import { PASSWORD } from '../../domain/fields';

export const ADMIN_MIN_PASSWORD = 12;

/** The command line's words (English, as its other messages) for a refused password. */
const PASSWORD_MESSAGES: Record<NewPasswordProblem, string> = {
  required: 'The password cannot be empty.',
  password_short: `The password must have at least ${ADMIN_MIN_PASSWORD} characters.`,
  max_length: `The password cannot have more than ${PASSWORD.max} characters.`,
  password_common: 'This password is too common or easy to guess; choose another.',
};

/**
 * The first real administrator of a production database (no default account exists there).
 * Answers an error message, or null when created.
 */
export async function createAdministrator(db: Db, input: { email: string; password: string; name: string; last_name: string }): Promise<string | null> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'Enter a valid email.';
  if (!input.name.trim()) return 'The first name cannot be empty.';
  // The rule of every new password (server/auth/passwordPolicy.ts), with a longer minimum for the first administrator.
  const problem = checkNewPassword(input.password, { email, name: input.name, last_name: input.last_name }, { min: ADMIN_MIN_PASSWORD });
  if (problem) return PASSWORD_MESSAGES[problem];
  const [taken] = await db.select({ id: usuarios.id }).from(usuarios).where(sql`lower(${usuarios.email}) = ${email}`);
  if (taken) return 'A user with this email already exists.';
  const password = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Back-office staff, listed and managed in usuarios/plataforma/ as the demo administrator is.
    const [created] = await tx
      .insert(usuarios)
      .values({ email, name: input.name.trim(), last_name: input.last_name.trim(), groups: [GROUPS.admin], plataforma: true, password })
      .returning({ id: usuarios.id });
    // Their history starts with their creation, by nobody: no one is signed in to the command line.
    await addCreation(tx, null, platformUsers, created.id);
  });
  return null;
}
