/** The bench's floor server (bench/floor.ts): `tsx bench/floorServer.ts <calls.json>`, DATABASE_URL and PORT set. */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { defaultPoolSize } from '../server/db/client';
import { floorListener } from './floor';
import type { Statement } from './sqlCapture';

const calls = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Statement[][];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE) || defaultPoolSize() });
const server = http.createServer({ keepAliveTimeout: 60_000 }, floorListener(pool, calls));
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void pool.end().then(() => process.exit(0)));
});
