import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { applyMigrations } from '../db/client';

/** A migration as the archive names it: drizzle records `when` (the journal's time) for each one applied. */
export interface MigrationMark {
  tag: string;
  when: number;
  /** How many migrations, this one included. */
  count: number;
}

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

const FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

/** The migrations this code has, oldest first (drizzle-kit's journal). */
export function codeMigrations(): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The last migration the database records, or null when none ran (a new database). */
export async function lastApplied(client: pg.ClientBase): Promise<{ when: number; count: number } | null> {
  const { rows: [present] } = await client.query<{ ok: boolean }>(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!present.ok) return null;
  const { rows: [last] } = await client.query<{ when: string | null; count: number }>(
    'SELECT max(created_at)::text AS when, count(*)::int AS count FROM drizzle.__drizzle_migrations',
  );
  return last.when === null ? null : { when: Number(last.when), count: last.count };
}

/** The mark of the database's last migration, as the code's journal names it (a tag the code lacks stays empty). */
export async function currentMark(client: pg.ClientBase): Promise<MigrationMark> {
  const last = await lastApplied(client);
  if (!last) throw new Error('the database has no Flotilla tables (no migration has run): nothing to back up');
  return { tag: codeMigrations().find((m) => m.when === last.when)?.tag ?? '', when: last.when, count: last.count };
}

/**
 * Migrates the database up to `mark` and no further: the archive's rows fit that schema. With
 * code newer than the archive, the later migrations are left to the next start (as after an
 * update), which runs them over the restored rows. A journal cut at `mark` does it, in a
 * temporary folder whose SQL files link to the code's own.
 */
export async function migrateTo(pool: pg.Pool, mark: MigrationMark) {
  const entries = codeMigrations();
  const upTo = entries.findIndex((m) => m.when === mark.when);
  if (upTo === entries.length - 1) return applyMigrations(pool);
  const folder = mkdtempSync(path.join(tmpdir(), 'flotilla-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    const cut = entries.slice(0, upTo + 1);
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: cut }));
    for (const m of cut) symlinkSync(path.join(FOLDER, `${m.tag}.sql`), path.join(folder, `${m.tag}.sql`));
    await applyMigrations(pool, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
