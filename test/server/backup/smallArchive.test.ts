import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { applyMigrations, connect, type Database } from '../../../server/db/client';
import { LocalFileStore } from '../../../server/files/localStore';
import { writeBackup } from '../../../server/backup/backup';
import { ArchiveRefused, restoreArchive } from '../../../server/backup/restore';
import { verifyArchive } from '../../../server/backup/verify';
import { codeMigrations, migrateTo } from '../../../server/backup/migrations';
import { MANIFEST_MAX, missingFilesWarning, SECRET_MAX, type Manifest } from '../../../server/backup/manifest';
import { avatarPng, licencePdf } from '../../../server/seed/placeholders';
import { emptyDatabase } from '../support/emptyDatabase';
import { startS3Server } from '../support/s3Server';
import { bytesOf, databaseState, repack, storedKeys, tableCount } from './compare';
import { WAIT } from '../support/waits';

/**
 * A small archive (a migrated database, users with three files, two secrets) backed up and restored,
 * into an S3 bucket too (thousands of files through s3rver would take minutes); the failures that
 * keep nothing; the archives and installations a restore refuses. The demo's: backup.test.ts.
 */

const work = mkdtempSync(path.join(tmpdir(), 'flotilla-backup-small-'));
const lines: string[] = [];
const log = (line: string) => void lines.push(line);
const open: Database[] = [];
const pool = (url: string) => open[open.push(connect(url, 2)) - 1].pool;
/** Users whose licence and photo are these stored files (two keys a user). */
async function referenceFiles(on: pg.Pool, keys: string[]) {
  for (const [i, one] of keys.entries()) {
    await on.query(`INSERT INTO usuarios (email, ${i % 2 ? 'imagen' : 'licencia'}) VALUES ($1, $2)`, [`file${i}@example.com`, one]);
  }
}
/** server/db/client.ts's migrations' lock. */
const MIGRATION_LOCK = 7_205_114_231;
const waitingForLock = async (on: pg.ClientBase) =>
  (await on.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)).rowCount === 1;


afterAll(async () => {
  await Promise.all(open.map((d) => d.close()));
  rmSync(work, { recursive: true, force: true });
});

describe('a small archive', () => {
  const fromUrl = emptyDatabase('backup_small', 'flotilla_template');
  const migratedUrl = emptyDatabase('backup_migrated', 'flotilla_template');
  const s3Url = emptyDatabase('backup_s3', 'flotilla_template');
  const refusedUrl = emptyDatabase('backup_refused');
  const migratedAgainUrl = emptyDatabase('backup_broken', 'flotilla_template');
  const commitUrl = emptyDatabase('backup_commit', 'flotilla_template');
  const badValueUrl = emptyDatabase('backup_bad_value', 'flotilla_template');
  const [missingFromUrl, missingIntoUrl] = [emptyDatabase('backup_missing_from', 'flotilla_template'), emptyDatabase('backup_missing_into', 'flotilla_template')];
  const [olderFromUrl, olderIntoUrl] = [emptyDatabase('backup_older_from'), emptyDatabase('backup_older_into')];
  const small = path.join(work, 'small.tar.gz');
  const store = () => new LocalFileStore(path.join(work, 'small', randomBytes(4).toString('hex')));
  const sent = [licencePdf(), avatarPng(0), avatarPng(1)];
  const smallSecrets = { 'jwt-secret': 'small jwt secret', 'factor-key': 'small factor key' };
  const keys: string[] = [];
  let key: string;

  let smallFiles: LocalFileStore;

  beforeAll(async () => {
    const files = (smallFiles = store());
    for (const data of sent) keys.push(await files.save(data, data === sent[0] ? 'pdf' : 'png'));
    key = keys[0];
    // The files an archive holds are those its rows reference.
    await referenceFiles(pool(fromUrl), keys);
    const secretsDir = path.join(work, 'small-secrets');
    mkdirSync(secretsDir);
    for (const [name, text] of Object.entries(smallSecrets)) writeFileSync(path.join(secretsDir, name), text, { mode: 0o600 });
    const secrets = (['jwt-secret', 'factor-key'] as const).map((name) => ({ name, file: path.join(secretsDir, name) }));
    await writeBackup({ pool: pool(fromUrl), files, secrets, log }, small);
  });

  it('restores into a database that only the migrations wrote to', async () => {
    const files = store();
    await restoreArchive(small, { pool: pool(migratedUrl), files, dataDir: path.join(work, 'small-data'), log });
    expect(await databaseState(migratedUrl)).toEqual(await databaseState(fromUrl));
    for (const [i, one] of keys.entries()) expect((await bytesOf(files, one))!.equals(sent[i])).toBe(true);
  });

  it('restores an archive of an older schema up to its migration, and the start runs the newer ones', async () => {
    const [olderFrom, olderInto] = [pool(olderFromUrl), pool(olderIntoUrl)];
    const previous = codeMigrations().at(-2)!;
    // Another process migrating holds the migrations' lock: a migration up to a mark waits for it too.
    const holder = await olderFrom.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    let migrated = false;
    const migrating = migrateTo(olderFrom, { tag: previous.tag, when: previous.when, count: codeMigrations().length - 1 }).finally(() => (migrated = true));
    await vi.waitFor(async () => expect(migrated || (await waitingForLock(holder))).toBe(true), WAIT);
    expect(migrated).toBe(false);
    await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    holder.release();
    await migrating;
    const older = path.join(work, 'older.tar.gz');
    await writeBackup({ pool: olderFrom, files: store(), secrets: [], log }, older);
    await restoreArchive(older, { pool: olderInto, files: store(), dataDir: path.join(work, 'older-data'), log });
    expect(lines).toContain('This code has 1 migration(s) newer than the archive: the next start runs them.');
    expect(await databaseState(olderIntoUrl)).toEqual(await databaseState(olderFromUrl));
    const applied = async () => (await olderInto.query('SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations')).rows[0].last;
    expect(await applied()).toBe(String(previous.when));
    await applyMigrations(olderInto);
    expect(await applied()).toBe(String(codeMigrations().at(-1)!.when));
  });

  /** The small archive with one department of plant `planta` (the plant is not in it), as `name`. */
  async function withDepartment(name: string, planta: string) {
    const manifest = await verifyArchive(small, log);
    const columns = manifest.tables.find((t) => t.name === 'departamentos')!.columns;
    const values: Record<string, string> = { id: '1', planta, status: '1', created_at: '2026-01-01 00:00:00+00', updated_at: '2026-01-01 00:00:00+00' };
    const row = Buffer.from(`${columns.map((c) => values[c] ?? 'x').join('\t')}\n`);
    const file = path.join(work, name);
    await repack(small, file, (entry, data) => {
      if (entry === 'db/departamentos.copy') return row;
      if (entry !== 'manifest.json') return data;
      const edited = JSON.parse(data.toString()) as typeof manifest;
      Object.assign(edited.tables.find((t) => t.name === 'departamentos')!, { rows: 1, size: row.length, sha256: createHash('sha256').update(row).digest('hex') });
      return Buffer.from(JSON.stringify(edited));
    });
    return file;
  }

  it('keeps nothing of a restore that fails part way: the rows rolled back, the files it put back removed', async () => {
    // A department of a plant the archive lacks: COPY takes it, the foreign key put back after the files refuses it.
    const broken = await withDepartment('broken.tar.gz', '999');
    const files = store();
    const before = await databaseState(migratedAgainUrl);
    await expect(restoreArchive(broken, { pool: pool(migratedAgainUrl), files, dataDir: path.join(work, 'broken-data'), log })).rejects.toThrow(
      /^at the foreign keys and triggers: .*departamentos.* \(nothing of it was kept: the database holds no rows, and the files put back were removed\)$/,
    );
    expect(await databaseState(migratedAgainUrl)).toEqual(before);
    expect(await storedKeys(files)).toEqual([]);
  });

  it('says which table a row failed in and why, without the row\'s values', async () => {
    const badValue = await withDepartment('bad-value.tar.gz', 'private-value-42');
    const error = await restoreArchive(badValue, { pool: pool(badValueUrl), files: store(), dataDir: path.join(work, 'bad-value-data'), log }).catch((err: Error) => err);
    expect((error as Error).message).toMatch(/^at db\/departamentos\.copy: PostgreSQL refused it: data exception \(SQLSTATE 22P02\)(, [^(]*)? \(nothing of it was kept/);
    expect((error as Error).message).not.toContain('private-value-42');
  });

  it('puts the secrets in place only once the rows are committed: a failed commit leaves the data folder as it was', async () => {
    const dataDir = path.join(work, 'commit-data');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'factor-key'), 'the old key', { mode: 0o600 });
    const folder = () => Object.fromEntries(readdirSync(dataDir).filter((f) => !f.endsWith('.restoring')).map((f) => [f, readFileSync(path.join(dataDir, f), 'utf8')]));
    const target = pool(commitUrl);
    const before = await databaseState(commitUrl);
    let atCommit: Record<string, string> | undefined;
    // The commit fails (the database gone at that moment); what the folder held then is what a crash there would leave.
    target.on('acquire', (client: pg.PoolClient & { failing?: true }) => {
      if (client.failing) return;
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(client, {
        failing: true,
        query: (config: unknown, ...rest: unknown[]) => {
          if (config !== 'COMMIT') return query(config, ...rest);
          atCommit = folder();
          return query('ROLLBACK').then(() => Promise.reject(new Error('the commit failed')));
        },
      });
    });
    const files = store();
    await expect(restoreArchive(small, { pool: target, files, dataDir, log })).rejects.toThrow(/^at the commit: the commit failed \(nothing of it was kept/);
    expect(atCommit).toEqual({ 'factor-key': 'the old key' });
    expect(readdirSync(dataDir)).toEqual(['factor-key']);
    expect(folder()).toEqual({ 'factor-key': 'the old key' });
    // The rows (setval, the last step before the commit, is not undone by a rollback).
    const rows = (state: Record<string, string>) => Object.entries(state).filter(([name]) => !name.startsWith('sequence '));
    expect(rows(await databaseState(commitUrl))).toEqual(rows(before));
    expect(await storedKeys(files)).toEqual([]);
  });

  it('never writes over a file, one made while it runs either, unless told to, nor removes another run\'s partial file', async () => {
    const out = path.join(work, 'raced.tar.gz');
    writeFileSync(`${out}.partial`, 'another run');
    // The file appears while the backup reads the stored files.
    const racing = Object.assign(Object.create(smallFiles) as LocalFileStore, {
      open: (k: string) => {
        if (!existsSync(out)) writeFileSync(out, 'made meanwhile');
        return smallFiles.open(k);
      },
    });
    await expect(writeBackup({ pool: pool(fromUrl), files: racing, secrets: [], log }, out)).rejects.toThrow(
      `${out} exists already: name another file (--out), or add --replace to write over it`,
    );
    expect(readFileSync(out, 'utf8')).toBe('made meanwhile');
    expect(readdirSync(work).filter((f) => f.startsWith('raced.'))).toEqual(['raced.tar.gz', 'raced.tar.gz.partial']);
    expect(readFileSync(`${out}.partial`, 'utf8')).toBe('another run');
    await writeBackup({ pool: pool(fromUrl), files: smallFiles, secrets: [], log }, out, { replace: true });
    expect((await verifyArchive(out, log)).files).toHaveLength(keys.length);
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });

  it('names a file its records reference that the store no longer holds, at the end of the backup and of the restore', async () => {
    const files = store();
    const [kept, lost] = [await files.save(avatarPng(2), 'png'), await files.save(avatarPng(3), 'png')];
    await referenceFiles(pool(missingFromUrl), [kept, lost]);
    // Replaced or removed after the rows were read (here: before), the row still names it.
    await files.remove(lost);
    const partly = path.join(work, 'missing.tar.gz');
    const manifest = await writeBackup({ pool: pool(missingFromUrl), files, secrets: [], log }, partly);
    expect(manifest.files.map((f) => f.key)).toEqual([kept]);
    expect(manifest.missingFiles).toEqual([lost]);
    const warning = missingFilesWarning(manifest)!;
    expect(warning).toMatch(new RegExp(`^Warning: 1 file\\(s\\) the records reference were not in the store when the backup was made \\(${lost}\\): .*run the backup again for an exact copy\\.$`));
    const restoreLines: string[] = [];
    await restoreArchive(partly, { pool: pool(missingIntoUrl), files: store(), dataDir: path.join(work, 'missing-data'), log: (line) => void restoreLines.push(line) });
    expect(restoreLines.at(-1)).toBe(warning);
  });

  /** Restores `file` into a new database and an empty store; both must stay as they were. */
  async function refused(file: string) {
    const files = store();
    const error = await restoreArchive(file, { pool: pool(refusedUrl), files, dataDir: path.join(work, 'refused'), log }).catch((err: Error) => err);
    expect(error).toBeInstanceOf(ArchiveRefused);
    expect(await tableCount(refusedUrl)).toBe(0);
    expect(await storedKeys(files)).toEqual([]);
    return (error as Error).message;
  }

  it('refuses a damaged archive, one cut short and one from newer code before writing anything', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    await repack(small, damaged, (name, data) => (name === `files/${key}` ? Buffer.concat([data.subarray(0, 20), Buffer.from('x'), data.subarray(21)]) : data));
    expect(await refused(damaged)).toBe(`files/${key} does not match its checksum (the archive is damaged)`);

    const table = path.join(work, 'table.tar.gz');
    await repack(small, table, (name, data) => (name === 'db/trip_totals_zone.copy' ? Buffer.from(data.toString().replace('Mexico_City', 'Monterrey')) : data));
    expect(await refused(table)).toBe('db/trip_totals_zone.copy does not match its checksum (the archive is damaged)');

    const cut = path.join(work, 'cut.tar.gz');
    const bytes = readFileSync(small);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await refused(cut)).toMatch(/^the archive cannot be read: /);

    const newer = path.join(work, 'newer.tar.gz');
    await repack(small, newer, (name, data) => {
      if (name !== 'manifest.json') return data;
      const manifest = JSON.parse(data.toString());
      manifest.migration = { tag: '9999_future', when: manifest.migration.when + 1, count: manifest.migration.count + 1 };
      return Buffer.from(JSON.stringify(manifest));
    });
    expect(await refused(newer)).toBe('it was made by newer code (version 0.1.0, migration 9999_future) than this: update Flotilla first');
  });

  it('refuses an entry its manifest does not name, a link, a name outside the archive, and a manifest or secret too large to hold', async () => {
    const same = (_name: string, data: Buffer) => data;
    const withExtra = async (extra: Parameters<typeof repack>[3]) => {
      const file = path.join(work, `extra-${randomBytes(4).toString('hex')}.tar.gz`);
      await repack(small, file, same, extra);
      return refused(file);
    };
    expect(await withExtra([{ name: 'notes.txt', data: Buffer.from('hi') }])).toBe('notes.txt is not in its manifest');
    expect(await withExtra([{ name: 'files/link', type: 'symlink', linkname: '/etc/passwd' }])).toBe(
      'files/link is a symlink, not a file: an archive npm run backup wrote holds only files',
    );
    expect(await withExtra([{ name: '../escape', data: Buffer.from('hi') }])).toBe('../escape names a place outside the archive');

    const bigManifest = path.join(work, 'big-manifest.tar.gz');
    await repack(small, bigManifest, (name, data) => (name === 'manifest.json' ? Buffer.alloc(MANIFEST_MAX + 1, 0x20) : data));
    expect(await refused(bigManifest)).toBe('its manifest.json is larger than one can be (16.0 MB, at most 16.0 MB)');

    const bigSecret = path.join(work, 'big-secret.tar.gz');
    const secret = Buffer.alloc(SECRET_MAX + 1, 0x61);
    await repack(small, bigSecret, (name, data) => {
      if (name === 'secrets/jwt-secret') return secret;
      if (name !== 'manifest.json') return data;
      const edited = JSON.parse(data.toString()) as Manifest;
      Object.assign(edited.secrets.find((s) => s.name === 'jwt-secret')!, { size: secret.length, sha256: createHash('sha256').update(secret).digest('hex') });
      return Buffer.from(JSON.stringify(edited));
    });
    expect(await refused(bigSecret)).toBe(`secrets/jwt-secret is larger than a secret can be (${SECRET_MAX + 1} bytes, at most ${SECRET_MAX})`);
  });

  it('restores into an S3 bucket, and backs up from it the same archive', async () => {
    const s3 = await startS3Server();
    try {
      await restoreArchive(small, { pool: pool(s3Url), files: s3.store(), dataDir: path.join(work, 's3-data'), log });
      expect(await storedKeys(s3.store())).toEqual([...keys].sort());
      for (const [i, one] of keys.entries()) expect((await bytesOf(s3.store(), one))!.equals(sent[i])).toBe(true);
      const again = path.join(work, 'small-s3.tar.gz');
      await writeBackup({ pool: pool(s3Url), files: s3.store(), secrets: [], log }, again);
      const [first, second] = [await verifyArchive(small, log), await verifyArchive(again, log)];
      expect([second.tables, second.files]).toEqual([first.tables, first.files]);
    } finally {
      await s3.stop();
    }
  });

  it('refuses a store that holds files already', async () => {
    const files = store();
    await files.save(licencePdf(), 'pdf');
    await expect(restoreArchive(small, { pool: pool(refusedUrl), files, dataDir: path.join(work, 'refused'), log })).rejects.toThrow(/^the file store already holds files/);
    expect(await tableCount(refusedUrl)).toBe(0);
  });
});
