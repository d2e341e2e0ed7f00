import type { FileDeclaration } from '../../kit/define';

/**
 * A user's photo and licence (SPEC §7 usuarios/, DOMAIN §2 documents), served by `usuarios/`;
 * `usuarios/plataforma/`, a view of the same table, only removes them with its records.
 */
export const USER_FILES: FileDeclaration[] = [
  { field: 'imagen', upload: 'foto_perfil', kind: 'image', access: 'photo', servedBy: 'usuarios' },
  {
    field: 'licencia',
    upload: 'licencia',
    kind: 'document',
    access: 'licence',
    servedBy: 'usuarios',
    // A new licence waits for HR's review (Pending), then expires with its date.
    expiry: { field: 'vencimiento', required: true, status: 'licencia_status' },
  },
];
