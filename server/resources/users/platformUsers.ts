import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD } from '../../../domain/fields';
import { GROUP_NAMES } from '../../../domain/roles';
import { passwordProblem } from '../../../domain/passwords';
import { hashPassword } from '../../auth/passwords';
import { assertNewPassword } from '../../auth/passwordPolicy';
import { requireRecentAuth } from '../../auth/reauth';
import { adminGroupChanges } from '../../../domain/reauth';
import { usuarios } from '../../db/schema';
import { defineResource } from '../../kit/define';
import { USER_EXPORT_COLUMNS, userResource, users } from './users';
import { protectAccounts } from './accountSafety';
import { userInput } from './userSchema';

/** SPEC §6 groups: at least one of the three ("Choose a group."), each once. */
const groups = z.preprocess(
  (v) => v ?? [],
  z
    .array(z.enum(GROUP_NAMES))
    .refine((list) => list.length > 0, 'validation.group')
    .transform((list) => [...new Set(list)]),
);

/** Set on create only; the owner changes it in My account or through password recovery. Not a common one (prepare). */
const password = z.string().superRefine((value, check) => {
  const problem = passwordProblem(value);
  if (!problem) return;
  const count = { required: undefined, password_short: PASSWORD.min, max_length: PASSWORD.max }[problem];
  check.addIssue({ code: 'custom', message: `validation.${problem}`, ...(count === undefined ? {} : { params: { count } }) });
});

const input = userInput.extend({ groups });

/**
 * `usuarios/plataforma/`: back-office staff (plataforma = true), created and edited with their
 * groups. DOMAIN §1: admins only. The same table and record as `usuarios/`.
 */
export const platformUsers = defineResource({
  ...userResource,
  base: 'usuarios/plataforma',
  // The same person's page (usuarios/:id) shows the history, their creation here included.
  historyBase: users.base,
  input,
  createInput: input.extend({ password }),
  readOnly: ['plataforma', 'puntos', 'imagen', 'licencia', 'vencimiento', 'licencia_status', 'last_login'],
  scope: sql`${usuarios.plataforma}`,
  exportColumns: [...USER_EXPORT_COLUMNS.filter((c) => c.field !== 'plataforma'), { field: 'groups' }],
  async prepare(data, { mode }) {
    if (mode === 'update') return data;
    const { password: plain, ...rest } = data;
    // Not among the most common passwords nor made of the person's own email or names (ASVS 6.2.4, 6.2.11).
    assertNewPassword('password', plain as string, rest);
    return { ...rest, plataforma: true, password: await hashPassword(plain as string) };
  },
  // As usuarios/, and giving or removing the Administrador group needs a recent password or code
  // (ASVS 7.5.1); on a create, checked before the password is hashed or anything is written.
  async protect(tx, req, ids, change) {
    if (change.kind === 'create') {
      if (adminGroupChanges(null, change.data)) await requireRecentAuth(tx, req);
      return;
    }
    await protectAccounts(tx, req, ids, change);
    if (change.kind === 'update' && adminGroupChanges(change.before, change.data)) await requireRecentAuth(tx, req);
  },
});
