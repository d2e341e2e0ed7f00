import { createInterface } from 'node:readline/promises';
import { ADMIN_MIN_PASSWORD, createAdministrator } from '../auth/administrators';
import { loadConfig } from '../config';
import { applyMigrations, connect } from '../db/client';

/** `npm run create-admin`: reads ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME, ADMIN_LAST_NAME, else asks. */
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('Set DATABASE_URL to the production database.');
  process.exit(1);
}
const rl = createInterface({ input: process.stdin, output: process.stdout });
const ask = async (env: string | undefined, question: string) => env ?? (await rl.question(question));
const input = {
  email: await ask(process.env.ADMIN_EMAIL, 'Email: '),
  password: await ask(process.env.ADMIN_PASSWORD, `Password (at least ${ADMIN_MIN_PASSWORD} characters): `),
  name: await ask(process.env.ADMIN_NAME, 'First name: '),
  last_name: await ask(process.env.ADMIN_LAST_NAME, 'Last name: '),
};
rl.close();

// Behind PgBouncer the migrations' lock needs DATABASE_DIRECT_URL's session (db/client.ts).
const database = connect(config.databaseUrl, undefined, config.databaseDirectUrl);
await applyMigrations(database.direct);
const error = await createAdministrator(database.db, input);
await database.close();
if (error) {
  console.error(error);
  process.exit(1);
}
console.log(`Administrator ${input.email.trim().toLowerCase()} created.`);
