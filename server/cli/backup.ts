import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createFileStore } from '../files/store';
import { writeBackup } from '../backup/backup';
import { runCommand } from '../backup/installation';
import { missingFilesWarning, SECRET_NAMES, type SecretName } from '../backup/manifest';
import { megabytes } from '../backup/progress';

/**
 * `npm run backup [-- --out FILE [--replace]]`: one archive (tar.gz, owner-only) of the database (DATABASE_URL,
 * else the data folder's embedded one) and the stored files (FILE_STORE), with the data folder's
 * generated secrets; server/backup/backup.ts says how. Restored by `npm run restore ARCHIVE`.
 */
// --replace: write over an existing --out file (never done unasked).
const { values } = parseArgs({ options: { out: { type: 'string' }, replace: { type: 'boolean' } } });
const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const out = path.resolve(values.out ?? `flotilla-backup-${stamp}.tar.gz`);

await runCommand('Backup', false, async (database, config, log) => {
  // A secret the environment gives is the operator's to keep; a generated one lives only in the data folder.
  const fromEnv: Record<SecretName, string | undefined> = { 'jwt-secret': process.env.JWT_SECRET, 'factor-key': process.env.FACTOR_KEY };
  const secrets = SECRET_NAMES.filter((name) => !fromEnv[name])
    .map((name) => ({ name, file: path.join(config.dataDir, name) }))
    .filter((s) => existsSync(s.file));
  log(`Backing up to ${out} …`);
  const manifest = await writeBackup({ pool: database.pool, files: createFileStore(config.files), secrets, log }, out, { replace: values.replace });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
  log(`Backed up ${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} files (${megabytes(bytes)}) to ${out}.`);
  log('It holds every person\'s data and the secrets of the data folder: keep it where only administrators can read it.');
  const warning = missingFilesWarning(manifest);
  if (warning) log(warning);
});
