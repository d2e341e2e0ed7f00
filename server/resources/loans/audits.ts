import type { FastifyBaseLogger } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIT_TYPE, LOAN_TRANSITIONS } from '../../../domain/loans';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditoria_items, auditorias } from '../../db/schema';
import { throwIfAny } from '../../files/upload';
import { notFound } from '../../http/errors';
import { moves } from '../../kit/machines';
import { defineTransition, type TransitionArgs, type TransitionDeclaration } from '../../kit/transitions';
import type { Row } from '../../kit/records';
import { discard } from '../../kit/fileWrites';
import { checkAudit, readAuditForm, type AuditBody } from './auditsForm';

/**
 * DOMAIN §2 initial (7 with a vehicle → 2) and final (2 → 4) audits as loan transitions with a
 * multipart body (server/kit/transitions.ts `readBody`): the form is read before the
 * transaction, checked whole inside it once the loan is locked and may move, then its photos are
 * stored and the audit, its items and the loan's auditoria_inicial/final are written with the
 * transition's history row. A failed transaction removes the photos it stored (`rollback`).
 */

/** What `effect` stored outside the database, for `rollback`. */
type StoringBody = AuditBody & { stored?: string[] };

export async function removeStored(body: Row, ctx: AppContext, log: FastifyBaseLogger) {
  await discard(ctx.files, (body as unknown as StoringBody).stored ?? [], log);
}

/** The initial audit's mileage, the floor of the final one's. */
async function initialKm(tx: Db, auditId: unknown) {
  if (typeof auditId !== 'number') return null;
  const [row] = await tx.select({ km: auditorias.kilometraje }).from(auditorias).where(eq(auditorias.id, auditId));
  return row?.km ?? null;
}

async function storeAudit(tx: Db, { ctx, req, before, body }: TransitionArgs<Row>, tipo: number) {
  const audit = body as unknown as StoringBody;
  const minKm = tipo === AUDIT_TYPE.final ? await initialKm(tx, before.auditoria_inicial) : null;
  const { kilometraje, gasolina, rated } = checkAudit(audit, minKm);
  throwIfAny(audit.form.errors);
  const store = ctx.files;
  const stored: string[] = (audit.stored = []);
  for (const item of rated) stored.push(await store.save(item.photo.data, item.photo.kind!));
  const [created] = await tx
    .insert(auditorias)
    .values({ prestamo: before.id as number, tipo, vehiculo: before.vehiculo as number | null, kilometraje: kilometraje!, gasolina: gasolina!, created_by: req.user?.id ?? null })
    .returning({ id: auditorias.id });
  if (rated.length)
    await tx.insert(auditoria_items).values(
      rated.map((item, i) => ({
        auditoria: created.id,
        pieza: item.pieza,
        accesorio: item.accesorio,
        name: item.name,
        calificacion: item.calificacion,
        comentario: item.comentario,
        imagen: stored[i],
      })),
    );
  return { [tipo === AUDIT_TYPE.initial ? 'auditoria_inicial' : 'auditoria_final']: created.id };
}

/** The multipart body, for the API docs only. */
const auditDocs = z.object({
  kilometraje: z.string().describe('whole number ≥ 0; the final audit not below the initial'),
  gasolina: z.string().describe('fuel percent, 0–100'),
  'pieza_<id>': z.string().optional().describe('for every active part: good, regular or bad, with pieza_<id>_comentario and pieza_<id>_imagen'),
  'accesorio_<id>': z.string().optional().describe('for every active accessory: yes or no, with accesorio_<id>_comentario and accesorio_<id>_imagen'),
});

export function auditTransitionsOf(): TransitionDeclaration[] {
  return [
    defineTransition({
      ...moves(LOAN_TRANSITIONS.auditoria_inicial),
      body: auditDocs,
      readBody: readAuditForm as unknown as TransitionDeclaration['readBody'],
      rollback: removeStored,
      effect: (tx, args) => storeAudit(tx, args, AUDIT_TYPE.initial),
      summary: 'Initial audit (multipart): a loan approved by admin with a vehicle goes to Initial Audit',
    }),
    defineTransition({
      ...moves(LOAN_TRANSITIONS.auditoria_final),
      body: auditDocs,
      readBody: readAuditForm as unknown as TransitionDeclaration['readBody'],
      rollback: removeStored,
      effect: (tx, args) => storeAudit(tx, args, AUDIT_TYPE.final),
      summary: 'Final audit (multipart): a loan in Initial Audit goes to Final Audit',
    }),
  ];
}

/** An audit with its items, each photo as the path serving it; null without one. */
export async function readAudit(db: Db, id: number) {
  const [audit] = await db.select().from(auditorias).where(eq(auditorias.id, id));
  if (!audit) return null;
  const items = await db.select().from(auditoria_items).where(eq(auditoria_items.auditoria, id)).orderBy(asc(auditoria_items.id));
  return { ...audit, items: items.map(({ auditoria: _audit, ...item }) => ({ ...item, imagen: `/api/auditoria/${id}/items/${item.id}/imagen/` })) };
}

export async function readAuditOr404(db: Db, id: unknown) {
  const audit = typeof id === 'number' ? await readAudit(db, id) : null;
  if (!audit) throw notFound();
  return audit;
}
