import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { filesFolderOf, LocalFileStore } from '../files/localStore';
import type { FileStore } from '../files/store';
import { accountsSeed } from './accounts';
import { departmentsSeed } from './departments';
import { plantsSeed } from './plants';
import type { Seed } from './types';
import { usersSeed } from './users';
import { partsSeed } from './parts';
import { accessoriesSeed } from './accessories';
import { notificationsSeed } from './notifications';
import { vehiclesSeed } from './vehicles';
import { cardsSeed } from './cards';
import { loansSeed } from './loans';
import { transportSeed } from './transport';
import { alertsSeed } from './alerts';
import { viewsSeed } from './views';

export { DEMO_ACCOUNTS } from './accounts';
export { DEMO_STAFF } from './users';

/**
 * The demo data, one seed per resource (server/seed/<resource>.ts), run in this order: a seed
 * comes after the ones whose records it points to. A new resource adds its seed here.
 */
export const SEEDS: Seed[] = [accountsSeed, plantsSeed, departmentsSeed, usersSeed, partsSeed, accessoriesSeed, vehiclesSeed, notificationsSeed, cardsSeed, loansSeed, transportSeed, alertsSeed, viewsSeed];

export { isDatabaseEmpty } from './empty';

/**
 * Writes every seed in one transaction. With `files` (or `dataDir`, its local folder), the staff's
 * photos and licences are generated into that file store; without either, nobody has a photo or a
 * licence (the states need the file).
 */
export async function seedDemo(db: Db, opts: { dataDir?: string; files?: FileStore } = {}) {
  const password = await hashPassword('flotilla');
  const store = opts.files ?? (opts.dataDir ? new LocalFileStore(filesFolderOf(opts.dataDir)) : null);
  await db.transaction(async (tx) => {
    for (const seed of SEEDS) await seed.run({ tx, password, store });
  });
}
