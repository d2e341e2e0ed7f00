import type { FastifyRequest } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isOwnAccount } from '../../../domain/accounts';
import { recordAuthEvent } from '../../auth/authLog';
import { factorView } from '../../auth/account/accountView';
import { factorStateSchema, sessionSchema } from '../../auth/account/docs';
import { requireRecentAuth } from '../../auth/reauth';
import { removeFactor } from '../../auth/secondFactor';
import { endSessions, endSignIns, listSessions } from '../../auth/sessions';
import { audit_log, usuarios } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import type { ActionArgs, RecordAction } from '../../kit/define';
import { recordId } from '../../kit/fields';
import { answerPage, countUpTo, readPage } from '../../kit/query';
import { pageOf, pageQuery } from '../../kit/schemas';

/**
 * What an administrator sees and does about a person's sign-ins, on their record (issue #36,
 * ASVS 7.4.5, 16.3.1): their factor and live sessions, ending them, resetting a lost factor
 * (re-authenticated, never one's own: My account asks one's own code), and their sign-in log.
 */

const endOne = z.object({ sesion: recordId().describe('The session\'s number (Session.id)') }).strict();
const empty = z.object({}).strict();

/** The person's record (404 when absent), its groups for their factor's requirement. */
async function personOf({ ctx, records, id }: ActionArgs) {
  return (await records.find(ctx.database.db, id as number)) as { id: number; groups: string[] };
}

const refuseOwn = (req: FastifyRequest, id: number) => {
  if (isOwnAccount('usuarios', { id }, req.user)) throw new ApiError(409, 'own_account');
};

/** GET {id}/seguridad/: the factor and live sessions. */
async function security(args: ActionArgs) {
  const person = await personOf(args);
  const db = args.ctx.database.db;
  const [second_factor, sessions] = await Promise.all([factorView(db, person.id, person.groups), listSessions(db, person.id, args.req.user!.sid)]);
  return { second_factor, sessions };
}

/** POST {id}/cerrar_sesion/ {sesion}: ends one live session of the person; 404 when it is not one. */
async function endSession(args: ActionArgs) {
  const { sesion } = parse(endOne, args.body ?? {});
  const person = await personOf(args);
  await args.ctx.database.db.transaction(async (tx) => {
    if (!(await endSessions(tx, person.id, { seq: sesion }))) throw notFound();
    await recordAuthEvent(tx, args.req, { action: 'session_ended', recordId: person.id, details: { session: sesion, by: 'admin' } });
  });
  return { ended: 1 };
}

/** POST {id}/cerrar_sesiones/: ends all of the person's sessions (one's own: 409, My account ends one's others). */
async function endAll(args: ActionArgs) {
  parse(empty, args.body ?? {});
  refuseOwn(args.req, args.id as number);
  const person = await personOf(args);
  const ended = await args.ctx.database.db.transaction(async (tx) => {
    // A sign-in halfway would otherwise start a session after this.
    const count = await endSignIns(tx, person.id);
    await recordAuthEvent(tx, args.req, { action: 'sessions_ended', recordId: person.id, details: { count, by: 'admin' } });
    return count;
  });
  return { ended };
}

/** POST {id}/quitar_segundo_factor/: a lost factor removed by an administrator, re-authenticated; every session of the person ends. */
async function resetFactor(args: ActionArgs) {
  parse(empty, args.body ?? {});
  refuseOwn(args.req, args.id as number);
  const person = await personOf(args);
  const db = args.ctx.database.db;
  if (!(await factorView(db, person.id, person.groups)).enabled) throw new ApiError(409, 'second_factor_off');
  await db.transaction(async (tx) => {
    await requireRecentAuth(tx, args.req);
    const ended = await endSignIns(tx, person.id);
    await removeFactor(tx, person.id);
    await recordAuthEvent(tx, args.req, { action: 'second_factor_reset', recordId: person.id, details: { ended } });
  });
  return { second_factor: await factorView(db, person.id, person.groups) };
}

const actor = alias(usuarios, 'actor');
const logEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  action: z.string().describe('login, login_failed, logout, password_changed, session_ended, second_factor_enabled…'),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  user_id: z.number().int().nullable().describe('Who acted: the person, or an administrator'),
  user_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

/** GET {id}/accesos/?page&limit: the person's sign-in log, newest first (audit rows of resource `auth`). */
async function authLog(args: ActionArgs) {
  const person = await personOf(args);
  const db = args.ctx.database.db;
  const page = readPage(args.req.query as Record<string, unknown>);
  // The partial index (record_id, id) WHERE resource = 'auth' serves this.
  const where = and(eq(audit_log.resource, 'auth'), eq(audit_log.record_id, String(person.id)));
  return answerPage(
    page,
    (limit, offset) =>
      db
        .select({
          id: audit_log.id,
          at: audit_log.at,
          action: audit_log.action,
          ip: audit_log.ip,
          user_agent: audit_log.user_agent,
          user_id: audit_log.user_id,
          user_name: sql<string | null>`nullif(trim(concat_ws(' ', ${actor.name}, ${actor.last_name})), '')`,
          details: audit_log.changes,
        })
        .from(audit_log)
        .leftJoin(actor, eq(actor.id, audit_log.user_id))
        .where(where)
        .orderBy(desc(audit_log.id))
        .limit(limit)
        .offset(offset),
    countUpTo(db, audit_log, where),
  );
}

/** usuarios/{id}/ record calls of DOMAIN §1 `security`, `end_sessions`, `reset_second_factor`, `auth_log` (admins). */
export function userSecurityActions(): RecordAction[] {
  const ended = z.object({ ended: z.number().int() });
  return [
    { path: 'seguridad', method: 'GET', access: 'security', summary: 'The person\'s second factor and live sessions', answerSchema: z.object({ second_factor: factorStateSchema, sessions: z.array(sessionSchema) }), handler: security },
    { path: 'cerrar_sesion', method: 'POST', access: 'end_sessions', body: endOne, summary: 'End one live session of the person (404 when not one of theirs)', answerSchema: ended, handler: endSession },
    { path: 'cerrar_sesiones', method: 'POST', access: 'end_sessions', body: empty, summary: 'End every session of the person (409 own_account on oneself)', answerSchema: ended, handler: endAll },
    {
      path: 'quitar_segundo_factor',
      method: 'POST',
      access: 'reset_second_factor',
      body: empty,
      summary: 'Remove the person\'s second factor (re-authentication; 409 own_account on oneself); every session of theirs ends',
      answerSchema: z.object({ second_factor: factorStateSchema }),
      handler: resetFactor,
    },
    { path: 'accesos', method: 'GET', access: 'auth_log', query: pageQuery, summary: 'The person\'s sign-in log, newest first', answerSchema: pageOf(logEntry), handler: authLog },
  ];
}
