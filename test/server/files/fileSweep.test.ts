import { getTableName, eq, sql } from 'drizzle-orm';
import { throttle_hits, usuarios } from '../../../server/db/schema';
import { fileColumns } from '../../../server/db/fileColumns';
import { removeOrphans, SWEEP_MIN_AGE_MS, sweepFiles } from '../../../server/jobs/fileSweep';
import type { FileStore } from '../../../server/files/store';
import { createTestApp, type TestApp } from '../support/harness';
import { startS3Server } from '../support/s3Server';
import { hasFile } from '../support/storedFiles';
import { FILES } from '../resources/usersHelpers';

/**
 * The hourly sweep (server/jobs/fileSweep.ts) on both stores: stored files no record references
 * go once they are an hour old; a referenced one or a young one (an upload in flight) stays; one
 * process sweeps an hour, holding no transaction.
 */

const s3 = await startS3Server();
const noLog = () => {};
afterAll(() => s3.stop());

it('knows every column that holds a stored file', () => {
  const names = fileColumns().map(({ table, column }) => `${getTableName(table)}.${column.name}`);
  expect(names.sort()).toEqual(
    [
      'auditoria_items.imagen',
      'incidencia_imagenes.imagen',
      'usuarios.imagen',
      'usuarios.licencia',
      ...['imagen1', 'imagen2', 'imagen3', 'placa', 'permiso_circulacion', 'seguro', 'verificacion'].map((c) => `vehiculos.${c}`),
    ].sort(),
  );
});

describe.each([
  ['local folder', () => undefined],
  ['S3 bucket', () => s3.store()],
])('on the %s', (_name, files: () => FileStore | undefined) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, files: files() });
  });
  afterAll(() => t?.close());

  it('removes an hour-old file no record references, and keeps referenced and young ones', async () => {
    const store = t.files;
    const [kept, orphan] = [await store.save(FILES.png, 'png'), await store.save(FILES.pdf, 'pdf')];
    const user = await t.addUser({ email: 'sweep@flotilla.mx' });
    await t.database.db.update(usuarios).set({ imagen: kept }).where(eq(usuarios.id, user));
    const has = (key: string) => hasFile(store, key);

    // Just stored: an upload whose record may not be committed yet.
    expect(await removeOrphans(t.database.db, store, noLog)).toBe(0);
    expect([await has(kept), await has(orphan)]).toEqual([true, true]);

    const later = Date.now() + SWEEP_MIN_AGE_MS + 60_000;
    expect(await removeOrphans(t.database.db, store, noLog, later)).toBe(1);
    expect([await has(kept), await has(orphan)]).toEqual([true, false]);
  });

  it('runs once an hour across processes: a run claimed within the hour by anyone is skipped', async () => {
    const orphan = await t.files.save(FILES.png, 'png');
    const later = Date.now() + SWEEP_MIN_AGE_MS + 60_000;
    await t.database.db.delete(throttle_hits);
    expect(await sweepFiles(t.database.db, t.files, noLog)).toBe(0);
    // Another process starting (or this one an hour on by its own clock) finds the run claimed.
    expect(await sweepFiles(t.database.db, t.files, noLog, later)).toBeNull();
    expect(await hasFile(t.files, orphan)).toBe(true);
    // The hour gone by, the next run is claimed and sweeps.
    await t.database.db.update(throttle_hits).set({ reset_at: sql`now()` });
    expect(await sweepFiles(t.database.db, t.files, noLog, later)).toBe(1);
  });

  it('holds no transaction open while it lists and removes', async () => {
    const orphan = await t.files.save(FILES.png, 'png');
    const open: number[] = [];
    const openTransactions = async () => {
      const { rows } = await t.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND xact_start IS NOT NULL AND pid <> pg_backend_pid()`,
      );
      return rows[0].n;
    };
    const watched: FileStore = Object.create(t.files, {
      entries: { value: async function* () { open.push(await openTransactions()); yield* t.files.entries(); } },
      remove: { value: async (key: string) => { open.push(await openTransactions()); await t.files.remove(key); } },
    });
    await t.database.db.delete(throttle_hits);
    expect(await sweepFiles(t.database.db, watched, noLog, Date.now() + SWEEP_MIN_AGE_MS + 60_000)).toBe(1);
    expect(await hasFile(t.files, orphan)).toBe(false);
    expect(open).toEqual([0, 0]);
  });

  it('removes nothing, with one line saying why, when most old files belong to no record (an empty or wrong database)', async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => t.files.save(FILES.png, 'png')));
    const empty = await createTestApp({ seed: false, files: t.files });
    try {
      const log = vi.fn();
      expect(await removeOrphans(empty.database.db, t.files, log, Date.now() + SWEEP_MIN_AGE_MS + 60_000)).toBe(0);
      expect(log).toHaveBeenCalledOnce();
      expect(log.mock.calls[0][0]).toMatch(/removed nothing.*one bucket per installation/);
      for (const key of keys) expect(await hasFile(t.files, key)).toBe(true);
    } finally {
      await empty.close();
      await Promise.all(keys.map((key) => t.files.remove(key)));
    }
  });
});
