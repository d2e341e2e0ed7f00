import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
export { bytesOf, storedKeys } from '../support/storedFiles';

/** What a database holds: each public table's row count and an md5 of its rows as text (generated columns too), and each sequence. */
export async function databaseState(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Rows as text in one fixed order whatever the cluster: timestamps in UTC, text compared bytewise.
    await client.query(`SET TimeZone = 'UTC'`);
    const { rows: tables } = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    const state: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows: [t] } = await client.query<{ n: number; md5: string }>(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS md5 FROM "${name}" t`,
      );
      state[name] = `${t.n} rows, ${t.md5}`;
    }
    const { rows: sequences } = await client.query<{ name: string }>(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
    for (const { name } of sequences) {
      const { rows: [s] } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM "${name}"`);
      state[`sequence ${name}`] = `${s.last_value} ${s.is_called}`;
    }
    return state;
  } finally {
    await client.end();
  }
}

/** How many tables the public schema of `url` has (none: nothing was migrated there). */
export async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Copies the archive `from` to `to`, each entry's bytes through `change` (an archive damaged or
 * edited by hand), then the `extra` entries (a link, a name outside the archive …).
 */
export async function repack(from: string, to: string, change: (name: string, data: Buffer) => Buffer, extra: { name: string; type?: 'file' | 'symlink'; linkname?: string; data?: Buffer }[] = []) {
  const extract = tar.extract();
  const pack = tar.pack();
  const gzip = createGzip();
  pack.pipe(gzip);
  const written = pipeline(gzip, createWriteStream(to));
  createReadStream(from).pipe(createGunzip()).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const data = change(entry.header.name, Buffer.concat(chunks));
    await new Promise<void>((resolve, reject) => pack.entry({ name: entry.header.name, size: data.length }, data, (err) => (err ? reject(err) : resolve())));
  }
  for (const { data, ...header } of extra) {
    await new Promise<void>((resolve, reject) => pack.entry({ ...header, size: data?.length ?? 0 }, data ?? Buffer.alloc(0), (err) => (err ? reject(err) : resolve())));
  }
  pack.finalize();
  await written;
}
