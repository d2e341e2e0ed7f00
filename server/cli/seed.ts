import { loadConfig, setCompanyClock } from '../config';
import { applyMigrations, connect } from '../db/client';
import { seedDemo } from '../seed/demo';
import { createFileStore } from '../files/store';

/** `npm run seed`: demo data into the DATABASE_URL database (existing rows are kept). */
const config = loadConfig();
setCompanyClock(config);
if (!config.databaseUrl) {
  console.error('Set DATABASE_URL. Without it, `npm start` seeds its embedded database by itself.');
  process.exit(1);
}
// Behind PgBouncer the migrations' lock needs DATABASE_DIRECT_URL's session (db/client.ts).
const database = connect(config.databaseUrl, undefined, config.databaseDirectUrl);
await applyMigrations(database.direct);
// The staff's photos and licences go to the configured store (FILE_STORE), as the server reads them.
await seedDemo(database.db, { files: createFileStore(config.files) });
await database.close();
console.log('Demo data seeded.');
