import pg from 'pg';
import { untilVisible } from '../../../bench/data/visibility';
import { emptyDatabase } from '../support/emptyDatabase';
import { WAIT } from '../support/waits';

/**
 * The bench's data build once left a million loans with no page all-visible: its VACUUM ran while
 * an older transaction still held the rows back, and a plant's count read the table. The bench
 * now vacuums again until the map is set, or says it could not.
 */
const url = emptyDatabase('bench_visibility');

const visible = async (client: pg.ClientBase) =>
  (await client.query<{ pages: number; visible: number }>(`SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE relname = 'held'`)).rows[0];

async function heldBack() {
  const client = new pg.Client({ connectionString: url });
  const holder = new pg.Client({ connectionString: url });
  await Promise.all([client.connect(), holder.connect()]);
  await client.query('DROP TABLE IF EXISTS held');
  await client.query('CREATE TABLE held (id int PRIMARY KEY, name text NOT NULL)');
  // A snapshot taken before the rows are written: no VACUUM may call them visible to all while it lasts.
  await holder.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
  await holder.query('SELECT 1');
  await client.query(`INSERT INTO held SELECT g, 'a name long enough to fill pages ' || g FROM generate_series(1, 150000) g`);
  await client.query('VACUUM ANALYZE held');
  return { client, holder };
}

test('a VACUUM that an older transaction held back is run again once it ends: the visibility map ends up set', async () => {
  const { client, holder } = await heldBack();
  try {
    const before = await visible(client);
    expect(before.pages).toBeGreaterThanOrEqual(1000);
    expect(before.visible).toBe(0);
    const lines: string[] = [];
    const settled = untilVisible(client, (line) => lines.push(line));
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2), WAIT);
    await holder.query('COMMIT');
    await settled;
    const after = await visible(client);
    expect(after.visible).toBeGreaterThan(after.pages / 2);
    expect(lines[0]).toMatch(/VACUUM ANALYZE public\.held/);
    expect(lines.some((line) => /still mostly not all-visible/.test(line))).toBe(false);
  } finally {
    await Promise.all([client.end(), holder.end()]);
  }
});

test('while the older transaction lasts past the wait, it says the table stayed so', async () => {
  const { client, holder } = await heldBack();
  try {
    const lines: string[] = [];
    await untilVisible(client, (line) => lines.push(line), 1500);
    expect(lines.at(-1)).toMatch(/public\.held still mostly not all-visible/);
    expect((await visible(client)).visible).toBe(0);
  } finally {
    await holder.query('ROLLBACK');
    await Promise.all([client.end(), holder.end()]);
  }
});
