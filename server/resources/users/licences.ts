import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { refreshDocumentStates, scheduleDocumentStates, type DocumentSource } from '../../kit/documents';
import { USER_FILES } from './userFiles';

/** The users' licence through the kit's document machinery (server/kit/documents.ts). */
export { documentStateFor as licenceStateFor, today } from '../../kit/documents';

const LICENCES: DocumentSource[] = [{ base: 'usuarios', table: usuarios, files: USER_FILES }];

/** DOMAIN §4 for the licences alone; main.ts runs every declared document together. */
export const refreshLicenceStates = (db: Db, day?: string) => refreshDocumentStates(db, LICENCES, day);

/** The daily job for the licences alone, logged as `Licences: …`. */
export const scheduleLicenceStates = (db: Db, log: (message: string, err?: unknown) => void) =>
  scheduleDocumentStates(db, LICENCES, log, 'Licences');
