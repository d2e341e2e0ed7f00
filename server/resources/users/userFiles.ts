import { USER_FILES as SPECS } from '../../../domain/userFiles';
import type { FileDeclaration } from '../../kit/define';

/**
 * A user's photo and licence (domain/userFiles.ts), served by `usuarios/`; `usuarios/plataforma/`,
 * a view of the same table, only removes them with its records.
 */
export const USER_FILES: FileDeclaration[] = [
  { ...SPECS.photo, servedBy: 'usuarios' },
  { ...SPECS.licence, servedBy: 'usuarios' },
];
