import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connect, type Database } from '../server/db/client';
import { createMailer } from '../server/mail/mailer';
import { createLongLists } from '../server/kit/longLists';
import type { Call } from './load';

/** One statement the server sent, with its parameters, and its name when the server sends it as a named (prepared) statement. */
export interface Statement {
  text: string;
  values: unknown[];
  name?: string;
}

export interface Capturer {
  /**
   * Makes `call` twice and answers the statements each sent, its own caller check left out:
   * `first` as a cold call sends them, `statements` as a repeated call does (the load's steady
   * state: a list known past the cap no longer counts, server/kit/longLists.ts).
   */
  capture(call: Call, token: string): Promise<{ status: number; first: Statement[]; statements: Statement[] }>;
  close(): Promise<void>;
}

/** The caller check reads the session joined to the user: not part of what the call asks for. */
const isCallerCheck = (text: string) => /from "usuarios" inner join "sessions"/i.test(text);

/**
 * An app of our own in this process, on the bench database, whose pool records every statement
 * (drizzle sends each through pool.query): the exact SQL a call costs, to send bare to
 * PostgreSQL and to explain.
 */
export async function openCapturer(url: string, dataDir: string): Promise<Capturer> {
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir }), logLevel: 'silent' };
  const database: Database = connect(url, 4);
  let recording: Statement[] | null = null;
  const pool = database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query.bind(pool);
  pool.query = (config: unknown, values?: unknown, ...rest: unknown[]) => {
    if (recording) {
      const text = typeof config === 'string' ? config : (config as { text: string }).text;
      const params = (Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? [])) as unknown[];
      const name = typeof config === 'string' ? undefined : (config as { name?: string }).name;
      if (!isCallerCheck(text)) recording.push({ text, values: params, ...(name ? { name } : {}) });
    }
    return query(config, values, ...rest);
  };
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, dataDir });
  const longLists = createLongLists();
  const app: FastifyInstance = await buildApp({ config, database, mailer, longLists });
  await app.ready();
  // Long lists are kept only once the app hears writes.
  for (const start = Date.now(); !longLists.stats().active && Date.now() - start < 10_000; ) await new Promise((r) => setTimeout(r, 50));
  const once = async (call: Call, token: string) => {
    recording = [];
    const res = await app.inject({ method: call.method, url: call.path, headers: { authorization: `Bearer ${token}` }, payload: call.body as object | undefined });
    const statements = recording;
    recording = null;
    return { status: res.statusCode, statements };
  };
  return {
    async capture(call, token) {
      const first = await once(call, token);
      const again = await once(call, token);
      return { status: first.status !== 200 ? first.status : again.status, first: first.statements, statements: again.statements };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
