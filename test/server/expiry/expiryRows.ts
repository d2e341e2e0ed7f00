import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { daysLeft, EXPIRY_STATUS_VALUES, expiryStateOn, todayIn, type ExpiryRow, type ExpiryStatus } from '../../../domain/expiry';
import { ACTIVE_STATUS } from '../../../domain/status';
import { VEHICLE_DOCUMENTS } from '../../../domain/vehicles';
import { tarjeta_gasolina, tarjeta_tag, usuarios, vehiculos } from '../../../server/db/schema';
import type { TestApp } from '../support/harness';

export type { ExpiryRow } from '../../../domain/expiry';

/** The company's today, as the app reads it (TIME_ZONE). */
export const todayOf = (t: TestApp) => todayIn(t.config.timeZone);

/** The day `days` after the app's today, yyyy-MM-dd. */
export const dayFrom = (t: TestApp, days: number) => {
  const day = new Date(`${todayOf(t)}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * What the centre must hold, read straight from the records: each vehicle document and licence
 * whose stored state is 3 or 4, each active card whose date makes it so.
 */
export async function expectedRows(t: TestApp): Promise<Omit<ExpiryRow, 'owner_name'>[]> {
  const { db } = t.database;
  const today = todayOf(t);
  const rows: Omit<ExpiryRow, 'owner_name'>[] = [];
  const vehicles = await db.select().from(vehiculos);
  for (const v of vehicles) {
    for (const doc of VEHICLE_DOCUMENTS) {
      const status = v[`${doc}_status`];
      const date = v[`${doc}_vencimiento`];
      if (status !== null && (EXPIRY_STATUS_VALUES as readonly number[]).includes(status) && date) {
        rows.push({ id: `${doc}-${v.id}`, kind: doc, record: v.matricula, name: v.matricula, planta: v.planta, vencimiento: date, days_left: daysLeft(date, today), status: status as ExpiryStatus });
      }
    }
  }
  const people = await db.select().from(usuarios).where(and(inArray(usuarios.licencia_status, [...EXPIRY_STATUS_VALUES]), isNotNull(usuarios.vencimiento)));
  for (const u of people) {
    const name = `${u.name} ${u.last_name}`.trim();
    rows.push({ id: `licencia-${u.id}`, kind: 'licencia', record: String(u.id), name, planta: u.planta, vencimiento: u.vencimiento!, days_left: daysLeft(u.vencimiento!, today), status: u.licencia_status as ExpiryStatus });
  }
  for (const [kind, table] of [['tarjeta_gasolina', tarjeta_gasolina], ['tarjeta_tag', tarjeta_tag]] as const) {
    for (const card of await db.select().from(table).where(and(eq(table.status, ACTIVE_STATUS.active), isNotNull(table.vencimiento)))) {
      const status = expiryStateOn(card.vencimiento, today);
      if (status !== null) rows.push({ id: `${kind}-${card.id}`, kind, record: String(card.id), name: card.numero, planta: null, vencimiento: card.vencimiento!, days_left: daysLeft(card.vencimiento!, today), status });
    }
  }
  return rows;
}

/** Every row of a filter, page after page (the API's largest page). */
export async function allRows(call: (url: string) => Promise<LightMyRequestResponse>, query = ''): Promise<ExpiryRow[]> {
  const rows: ExpiryRow[] = [];
  for (let page = 1; ; page++) {
    const res = await call(`vencimientos/?limit=1000&page=${page}${query ? `&${query}` : ''}`);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    const body = res.json() as { results: ExpiryRow[]; next: number | null };
    rows.push(...body.results);
    if (!body.next) return rows;
  }
}

/** Dates the table's first cards, in id order: each gets today plus its offset in days, and its state. */
export async function dateCards(t: TestApp, table: typeof tarjeta_gasolina | typeof tarjeta_tag, specs: { offset: number; status?: number }[]) {
  const cards = await t.database.db.select({ id: table.id }).from(table).orderBy(table.id).limit(specs.length);
  for (const [i, card] of cards.entries()) {
    const { offset, status = ACTIVE_STATUS.active } = specs[i];
    await t.database.db
      .update(table)
      .set({ vencimiento: sql`(now() AT TIME ZONE ${t.config.timeZone}::text)::date + ${offset}::int`, status })
      .where(eq(table.id, card.id));
  }
  return cards.map((card) => card.id);
}
