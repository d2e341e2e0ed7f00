import type { FileSpec } from './files';

/** A user's photo and licence (SPEC §7 usuarios/, DOMAIN §2 documents), as the API serves them and the screens use them. */
export const USER_FILES = {
  photo: { field: 'imagen', upload: 'foto_perfil', kind: 'image', access: 'photo' },
  // A new licence waits for HR's review (Pending), then expires with its date.
  licence: { field: 'licencia', upload: 'licencia', kind: 'document', access: 'licence', expiry: { field: 'vencimiento', required: true, status: 'licencia_status' } },
} as const satisfies Record<string, FileSpec>;
