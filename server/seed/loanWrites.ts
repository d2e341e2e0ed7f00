import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ACTIVE_STATUS } from '../../domain/status';
import type { Db } from '../db/client';
import { auditoria_items, auditorias, incidencia_imagenes, incidencias, record_history, tarjeta_gasolina, tarjeta_tag } from '../db/schema';
import type { FileStore } from '../files/store';
import type { CardTable } from '../resources/cards/cardRules';
import { auditItemPng, incidentPng } from './placeholders';
import type { PlannedLoan } from './loanPlan';

/**
 * What server/seed/loans.ts writes beside the loans themselves, each kind in one statement:
 * the loans' history, their audits with rated items and photos, incidents, and cards.
 */

/** Many small files at once, a hundred at a time (so the open files stay few). */
async function saveAll(store: FileStore | null, files: Buffer[]): Promise<string[]> {
  if (!store) return files.map(() => '');
  const keys: string[] = [];
  for (let i = 0; i < files.length; i += 100) keys.push(...(await Promise.all(files.slice(i, i + 100).map((data) => store.save(data, 'png')))));
  return keys;
}

/** Each loan's transitions as GET prestamos/{id}/history/ reads them (server/kit/history.ts). */
export async function writeHistory(tx: Db, loans: PlannedLoan[], ids: number[]) {
  const rows = loans.flatMap((loan, i) =>
    loan.steps.map((step) => ({
      resource: 'prestamos',
      record_id: ids[i],
      action: step.action,
      field: 'status',
      from_state: step.from,
      to_state: step.to,
      reason: step.reason,
      user_id: step.by,
      at: step.at,
    })),
  );
  if (rows.length) await tx.insert(record_history).values(rows);
}

/**
 * The audits with their items (each photo stored when there is a store; without one, an empty
 * key, like the vehicles' missing files) and the incidents with theirs. Answers each loan's
 * audit ids.
 */
export async function writeAudits(tx: Db, store: FileStore | null, loans: PlannedLoan[], ids: number[]) {
  const audits = loans.flatMap((loan, i) => loan.audits.map((audit) => ({ loan: i, audit })));
  const result = loans.map(() => ({ inicial: null as number | null, final: null as number | null }));
  if (audits.length) {
    const created = await tx
      .insert(auditorias)
      .values(audits.map(({ loan, audit }) => ({ prestamo: ids[loan], tipo: audit.tipo, vehiculo: loans[loan].vehiculo, kilometraje: audit.kilometraje, gasolina: audit.gasolina, created_by: audit.by, created_at: audit.at })))
      .returning({ id: auditorias.id });
    const items = audits.flatMap(({ audit }, k) => audit.items.map((item) => ({ auditoria: created[k].id, item })));
    const keys = await saveAll(store, items.map(({ item }) => auditItemPng(item.index, item.calificacion)));
    await tx.insert(auditoria_items).values(
      items.map(({ auditoria, item }, k) => ({ auditoria, pieza: item.pieza, accesorio: item.accesorio, name: item.name, calificacion: item.calificacion, comentario: item.comentario, imagen: keys[k] })),
    );
    audits.forEach(({ loan, audit }, k) => (result[loan][audit.tipo === 0 ? 'inicial' : 'final'] = created[k].id));
  }
  const reported = loans.flatMap((loan, i) => (loan.incident ? [{ loan: i, incident: loan.incident }] : []));
  if (reported.length) {
    const created = await tx
      .insert(incidencias)
      .values(reported.map(({ loan, incident }) => ({ prestamo: ids[loan], tipo: 1, descripcion: incident.descripcion, created_by: incident.by, created_at: incident.at })))
      .returning({ id: incidencias.id });
    // Without a store an incident keeps its description only (a photo row needs its file).
    const photos = store ? reported.flatMap(({ incident }, k) => incident.photos.map((comentario, n) => ({ incidencia: created[k].id, n: n + 1, comentario }))) : [];
    const keys = await saveAll(store, photos.map((photo, k) => incidentPng(photo.incidencia + k)));
    if (photos.length) await tx.insert(incidencia_imagenes).values(photos.map((photo, k) => ({ ...photo, imagen: keys[k] })));
  }
  return result;
}

/**
 * Cards on the loans that carried them: an open loan holds a free active card (leaving at least
 * three free for disponibles/), an ended one keeps in its column the card it had; each card's
 * history says when it went on a loan and when it came back. Answers each loan's card ids.
 */
export async function writeCards(tx: Db, loans: PlannedLoan[], ids: number[], holding: (loan: PlannedLoan) => boolean) {
  const result = loans.map(() => ({ fuel: null as number | null, tag: null as number | null }));
  for (const [kind, table, resource] of [['fuel', tarjeta_gasolina, 'tarjeta_gasolina'], ['tag', tarjeta_tag, 'tarjeta_tag']] as const) {
    const cards = await tx
      .select({ id: table.id })
      .from(table as CardTable)
      .where(and(eq(table.status, ACTIVE_STATUS.active), isNull(table.prestamo)))
      .orderBy(asc(table.id));
    if (!cards.length) continue;
    const free = cards.map((c) => c.id);
    const held: { card: number; loan: number }[] = [];
    const history: (typeof record_history.$inferInsert)[] = [];
    let turn = 0;
    loans.forEach((loan, i) => {
      if (!loan.cards[kind]) return;
      const open = holding(loan);
      if (open && free.length <= 3) return;
      const card = open ? free.shift()! : cards[turn++ % cards.length].id;
      result[i][kind] = card;
      if (open) held.push({ card, loan: ids[i] });
      const given = loan.steps.find((s) => s.action === 'assign_vehicle') ?? loan.steps[0];
      history.push({ resource, record_id: card, action: 'assign_card', user_id: given.by, at: new Date(+given.at + 60_000) });
      const end = loan.steps.at(-1)!;
      if (!open) history.push({ resource, record_id: card, action: 'release_card', user_id: end.by, at: new Date(+end.at + 1_000) });
    });
    if (held.length) {
      const pairs = sql.join(held.map((h) => sql`(${h.card}::int, ${h.loan}::int)`), sql`, `);
      await tx.execute(sql`UPDATE ${table} AS c SET prestamo = v.loan FROM (VALUES ${pairs}) AS v(id, loan) WHERE c.id = v.id`);
    }
    // In time order, as the card's history panel reads them (by id).
    if (history.length) await tx.insert(record_history).values(history.sort((a, b) => +a.at! - +b.at!));
  }
  return result;
}
