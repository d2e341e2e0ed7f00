/**
 * `npx tsx bench/data/build.ts [--scale 0.01]`: opens the bench database (.bench-data/ or
 * BENCH_DATABASE_URL), ensures its data set at the scale (BENCH_SCALE, default 1), prints it, stops.
 */
import { parseArgs } from 'node:util';
import { openBenchDatabase } from '../database';
import { ensureBenchData } from '.';
import { withClient } from '../pgClient';

const { values } = parseArgs({ options: { scale: { type: 'string', default: process.env.BENCH_SCALE ?? '1' } } });
const database = await openBenchDatabase();
try {
  const dataset = await ensureBenchData(database.url, { scale: Number(values.scale), log: (line) => console.log(line) });
  const { rows } = await withClient(database.url, (client) => client.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size'));
  const size = rows[0].size;
  console.log(JSON.stringify({ ...dataset, databaseSize: size }, null, 2));
} finally {
  await database.stop();
}
