import { eq } from 'drizzle-orm';
import { USER_FILES as SPECS } from '../../../domain/userFiles';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import type { FileDeclaration } from '../../kit/define';
import { NOTIFICATION_TYPES } from '../../notifications/types';

/** What a licence notification's texts need of its user (the seed's demo ones too). */
export const licenceParams = (row: Record<string, unknown>) => ({ name: `${String(row.name ?? '')} ${String(row.last_name ?? '')}`.trim() });

/** A user's full name as licenceParams spells it, for a notification's texts ('' when there is none). */
export async function userFullName(tx: Db, id: number): Promise<string> {
  const [row] = await tx.select({ name: usuarios.name, last_name: usuarios.last_name }).from(usuarios).where(eq(usuarios.id, id));
  return row ? licenceParams(row).name : '';
}

/**
 * A user's photo and licence (domain/userFiles.ts), served by `usuarios/`; `usuarios/plataforma/`,
 * a view of the same table, only removes them with its records.
 */
export const USER_FILES: FileDeclaration[] = [
  { ...SPECS.photo, servedBy: 'usuarios' },
  {
    ...SPECS.licence,
    servedBy: 'usuarios',
    // DOMAIN §5: a first licence is a registration request (3); a new one, or the expiry job
    // moving it to Expiring or Expired, is a licence update (10) that HR reviews.
    notify: {
      added: NOTIFICATION_TYPES.licence_registration,
      replaced: NOTIFICATION_TYPES.licence_updated,
      expiring: NOTIFICATION_TYPES.licence_updated,
      expired: NOTIFICATION_TYPES.licence_updated,
      params: licenceParams,
    },
  },
];
