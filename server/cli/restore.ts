import path from 'node:path';
import { parseArgs } from 'node:util';
import { createFileStore } from '../files/store';
import { restoreArchive } from '../backup/restore';
import { runCommand } from '../backup/installation';

/**
 * `npm run restore ARCHIVE`: brings an empty installation (a new DATA_DIR, or an empty DATABASE_URL
 * database, and an empty FILE_STORE) to the state of an archive `npm run backup` wrote; anything
 * else is refused before a thing is written. server/backup/restore.ts says how.
 */
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore ARCHIVE (a file npm run backup wrote)');
  process.exit(1);
}
const archive = path.resolve(positionals[0]);

await runCommand('Restore', true, async (database, config, log) => {
  const manifest = await restoreArchive(archive, { pool: database.pool, files: createFileStore(config.files), dataDir: config.dataDir, log });
  const kept = new Set(manifest.secrets.map((s) => s.name));
  // The factor key decides whether the restored second factors can be read: say where it comes from.
  if (process.env.FACTOR_KEY) log('FACTOR_KEY is set: it wins over the restored factor-key file, so it must be the key the archive was made with.');
  else if (!kept.has('factor-key')) log('The archive holds no factor-key (FACTOR_KEY was set where it was made): set that same FACTOR_KEY here, or the restored second factors cannot be read.');
  if (!process.env.JWT_SECRET && !kept.has('jwt-secret')) log('The archive holds no jwt-secret (JWT_SECRET was set where it was made): set it here too, or everyone signs in again.');
  log(`Restored ${archive} into ${config.databaseUrl ? 'the DATABASE_URL database' : path.join(config.dataDir, 'pg')}. Start Flotilla as usual.`);
});
