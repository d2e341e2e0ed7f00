import { createInterface } from 'node:readline/promises';
import { GROUPS } from '../../domain/roles';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { applyMigrations, connect } from '../db/client';
import { usuarios } from '../db/schema';

/**
 * `npm run create-admin`: the first real administrator of a production database (no default
 * account exists there). Reads ADMIN_EMAIL / ADMIN_PASSWORD, else asks.
 */
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('Set DATABASE_URL to the production database.');
  process.exit(1);
}
const rl = createInterface({ input: process.stdin, output: process.stdout });
const email = (process.env.ADMIN_EMAIL ?? (await rl.question('Email: '))).trim().toLowerCase();
const password = process.env.ADMIN_PASSWORD ?? (await rl.question('Password (at least 12 characters): '));
const name = process.env.ADMIN_NAME ?? (await rl.question('First name: '));
const lastName = process.env.ADMIN_LAST_NAME ?? (await rl.question('Last name: '));
rl.close();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Enter a valid email.');
if (password.length < 12) throw new Error('The password must have at least 12 characters.');

const database = connect(config.databaseUrl);
await applyMigrations(database.db);
await database.db.insert(usuarios).values({ email, name, last_name: lastName, groups: [GROUPS.admin], password: await hashPassword(password) });
await database.close();
console.log(`Administrator ${email} created.`);
