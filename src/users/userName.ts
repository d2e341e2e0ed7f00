import type { RaRecord } from 'react-admin';

/** A user's first and last name joined (SPEC §3), as pages and dialogs name them. */
export const fullName = (record?: Partial<RaRecord> | null): string =>
  [record?.name, record?.last_name].filter(Boolean).join(' ');
