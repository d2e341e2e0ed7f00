import { and, asc, eq, inArray } from 'drizzle-orm';
import { LOAN_HOLDING_STATES, LOAN_STATUS_VALUES } from '../../../domain/loans';
import { DOCUMENT_STATUS } from '../../../domain/status';
import { VEHICLE_DOCUMENTS } from '../../../domain/vehicles';
import {
  accesorios, auditoria_items, auditorias, incidencia_imagenes, incidencias, notificaciones, piezas, prestamos, record_history, tarjeta_gasolina, tarjeta_tag, usuarios, vehiculos,
} from '../../../server/db/schema';
import { sniff } from '../../../server/files/types';
import { NOTIFICATION_TYPES } from '../../../server/notifications/types';
import { DEMO_FUEL_CARDS, DEMO_TOLL_TAGS } from '../../../server/seed/cards';
import { seedDemo } from '../../../server/seed/demo';
import { DEMO_HOLDING_LOANS, DEMO_LOANS, demoLoans, type PlanInput } from '../../../server/seed/loanPlan';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * The demo loans: every state over the last months and the next weeks, their
 * vehicles Occupied and only theirs, audits with every active item and its photo, incidents,
 * cards held only by open loans, and the history that took each loan to its state.
 */
let t: TestApp;
let loans: (typeof prestamos.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp();
  loans = await t.database.db.select().from(prestamos).orderBy(asc(prestamos.id));
});
afterAll(() => t.close());

const HOLDING: readonly number[] = LOAN_HOLDING_STATES;
const inStatus = (...statuses: number[]) => loans.filter((l) => statuses.includes(l.status));
const DAY = 86_400_000;

describe('the demo loans', () => {
  it('are in every state, dated over the last six months and the next two weeks, each return after its departure', () => {
    expect(loans).toHaveLength(DEMO_LOANS);
    for (const status of LOAN_STATUS_VALUES) expect([status, inStatus(status).length > 0]).toEqual([status, true]);
    expect(inStatus(0).length).toBeGreaterThanOrEqual(5);
    expect(inStatus(5).length).toBeGreaterThan(loans.length / 3);
    const now = Date.now();
    for (const l of loans) {
      expect(+l.fecha_regreso).toBeGreaterThan(+l.fecha_salida);
      expect(+l.fecha_salida).toBeGreaterThan(now - 190 * DAY);
      expect(+l.fecha_salida).toBeLessThan(now + 15 * DAY);
      expect(+l.created_at).toBeLessThan(now);
      expect(l.destino.length > 5 && l.motivo.length > 10).toBe(true);
    }
    // Requests wait for what is to come; trips under way left already; completed ones are back.
    expect(inStatus(0, 7).every((l) => +l.fecha_salida > now)).toBe(true);
    expect(inStatus(2, 4, 5, 6).every((l) => +l.fecha_salida < now)).toBe(true);
    expect(inStatus(4, 5, 6).every((l) => +l.fecha_regreso < now)).toBe(true);
    expect(new Set(loans.map((l) => l.planta)).size).toBeGreaterThan(5);
    expect(new Set(loans.map((l) => l.destino)).size).toBeGreaterThan(10);
  });

  it('are asked by active staff; refusals and cancellations say why, in the column each goes to', async () => {
    const requesters = await t.database.db.select().from(usuarios).where(inArray(usuarios.id, loans.map((l) => l.usuario)));
    expect(requesters.every((u) => u.status === 1 && u.groups.length === 0)).toBe(true);
    expect(new Set(loans.map((l) => l.usuario)).size).toBeGreaterThan(20);
    for (const l of inStatus(1, 3, 8)) expect([l.id, l.motivo_de_rechazo.length > 10, l.motivo_cancelacion]).toEqual([l.id, true, '']);
    for (const l of inStatus(9, 10)) expect([l.id, l.motivo_cancelacion.length > 10, l.motivo_de_rechazo]).toEqual([l.id, true, '']);
    expect(inStatus(0, 2, 4, 5, 6, 7).every((l) => l.motivo_de_rechazo === '' && l.motivo_cancelacion === '')).toBe(true);
  });

  it('hold distinct fleet vehicles, Occupied, while open; two other Occupied ones wait to be released; enough stay lendable', async () => {
    const open = loans.filter((l) => HOLDING.includes(l.status) && l.vehiculo !== null);
    expect(inStatus(2, 4, 6).every((l) => l.vehiculo !== null)).toBe(true);
    expect(inStatus(7).some((l) => l.vehiculo === null) && inStatus(7).some((l) => l.vehiculo !== null)).toBe(true);
    expect(inStatus(0, 1, 3, 9).every((l) => l.vehiculo === null)).toBe(true);
    expect(new Set(open.map((l) => l.vehiculo)).size).toBe(open.length);
    const fleet = await t.database.db.select().from(vehiculos).where(eq(vehiculos.modulo, 1));
    const held = fleet.filter((v) => open.some((l) => l.vehiculo === v.id));
    expect(held).toHaveLength(open.length);
    expect(held.every((v) => v.status === 4)).toBe(true);
    expect(held.every((v) => VEHICLE_DOCUMENTS.every((doc) => v[`${doc}_status`] !== DOCUMENT_STATUS.expired))).toBe(true);
    // The vehicle seed's release flow keeps two Occupied vehicles on no loan; no other is.
    expect(fleet.filter((v) => v.status === 4 && !held.includes(v))).toHaveLength(2);
    expect(held).toHaveLength(DEMO_HOLDING_LOANS);
    // What a test or a person lends next: Active fleet vehicles without an expired document.
    const lendable = fleet.filter((v) => v.status === 3 && VEHICLE_DOCUMENTS.every((doc) => v[`${doc}_status`] !== DOCUMENT_STATUS.expired));
    expect(lendable.length).toBeGreaterThanOrEqual(8);
    // The first vehicles by id stay off the loans (tests take them as free ones).
    const firstIds = [...fleet].sort((a, b) => a.id - b.id).slice(0, 12).map((v) => v.id);
    expect(open.filter((l) => firstIds.includes(l.vehiculo!))).toEqual([]);
  });

  it('carry the audits their state implies, each rating every active part and accessory once', async () => {
    const db = t.database.db;
    const audits = await db.select().from(auditorias);
    const items = await db.select().from(auditoria_items);
    const parts = (await db.select({ id: piezas.id }).from(piezas).where(eq(piezas.status, 1))).map((p) => p.id).sort();
    const accessories = (await db.select({ id: accesorios.id }).from(accesorios).where(eq(accesorios.status, 1))).map((a) => a.id).sort();
    const itemsOf = (auditId: number) => items.filter((i) => i.auditoria === auditId);
    const auditOf = (id: number | null) => audits.find((a) => a.id === id);
    for (const l of loans) {
      const expected = l.status === 2 ? ['initial'] : [4, 5, 6].includes(l.status) ? ['initial', 'final'] : null;
      if (!expected) continue;
      const initial = auditOf(l.auditoria_inicial);
      const final = auditOf(l.auditoria_final);
      expect([l.id, !!initial, !!final]).toEqual([l.id, true, expected.length === 2]);
      for (const audit of [initial, final].filter((a) => a !== undefined)) {
        expect([audit.prestamo, audit.vehiculo, audit.tipo]).toEqual([l.id, l.vehiculo, audit === initial ? 0 : 1]);
        const rated = itemsOf(audit.id);
        expect(rated.filter((i) => i.pieza !== null).map((i) => i.pieza).sort()).toEqual(parts);
        expect(rated.filter((i) => i.accesorio !== null).map((i) => i.accesorio).sort()).toEqual(accessories);
        for (const i of rated) expect([i.pieza !== null ? ['good', 'regular', 'bad'] : ['yes', 'no']].flat()).toContain(i.calificacion);
        expect(rated.every((i) => i.comentario.length > 3 && i.imagen.length > 0)).toBe(true);
      }
      if (final) {
        expect(final.kilometraje).toBeGreaterThan(initial!.kilometraje);
        expect(final.gasolina).toBeLessThan(initial!.gasolina);
        expect(+final.created_at).toBeGreaterThan(+initial!.created_at);
      }
    }
    // Loans that did not leave have none.
    expect(inStatus(0, 1, 3, 7, 8, 9).every((l) => l.auditoria_inicial === null && l.auditoria_final === null)).toBe(true);
    // A vehicle's mileage only grows from one loan to the next.
    const byVehicle = [...audits].sort((a, b) => +a.created_at - +b.created_at);
    for (const a of byVehicle) for (const b of byVehicle.filter((x) => x.vehiculo === a.vehiculo && +x.created_at > +a.created_at)) expect(b.kilometraje).toBeGreaterThan(a.kilometraje);
    // The hand-over report has differences: some items came back worse, always on loans awaiting closure.
    const worse = (l: (typeof loans)[number]) => {
      const before = itemsOf(l.auditoria_inicial!);
      return itemsOf(l.auditoria_final!).filter((i) => before.find((b) => b.name === i.name)!.calificacion !== i.calificacion);
    };
    expect(inStatus(4, 6).every((l) => worse(l).length > 0)).toBe(true);
    expect(inStatus(5).some((l) => worse(l).length > 0) && inStatus(5).some((l) => worse(l).length === 0)).toBe(true);
  });

  it('report incidents on the loans in Incidence and on one completed loan, with a description and photos', async () => {
    const reported = await t.database.db.select().from(incidencias);
    const photos = await t.database.db.select().from(incidencia_imagenes);
    const loansWith = new Set(reported.map((i) => i.prestamo));
    expect(inStatus(6).every((l) => loansWith.has(l.id))).toBe(true);
    expect(inStatus(5).filter((l) => loansWith.has(l.id))).toHaveLength(1);
    expect(reported).toHaveLength(inStatus(6).length + 1);
    for (const incident of reported) {
      const own = photos.filter((p) => p.incidencia === incident.id);
      expect([incident.tipo, incident.descripcion.length > 20, own.length >= 1 && own.length <= 2]).toEqual([1, true, true]);
      expect(own.every((p) => p.comentario.length > 5)).toBe(true);
    }
  });

  it('put cards only on open loans, each held card named on its loan; the rest free, a few inactive', async () => {
    const db = t.database.db;
    for (const [table, column, total] of [[tarjeta_gasolina, 'tarjeta_gasolina', DEMO_FUEL_CARDS], [tarjeta_tag, 'tarjeta_tag', DEMO_TOLL_TAGS]] as const) {
      const cards = await db.select().from(table);
      expect(cards).toHaveLength(total);
      expect(cards.some((c) => c.status === 0) && cards.filter((c) => c.status === 1).length > total / 2).toBe(true);
      const held = cards.filter((c) => c.prestamo !== null);
      expect(held.length).toBeGreaterThan(0);
      for (const card of held) {
        const loan = loans.find((l) => l.id === card.prestamo)!;
        expect([card.numero, HOLDING.includes(loan.status), loan[column], card.status]).toEqual([card.numero, true, card.id, 1]);
      }
      // disponibles/ has something to offer.
      expect(cards.filter((c) => c.status === 1 && c.prestamo === null).length).toBeGreaterThanOrEqual(3);
      // Ended loans remember the card they had.
      expect(inStatus(5).some((l) => l[column] !== null)).toBe(true);
    }
    const fuel = await db.select().from(tarjeta_gasolina);
    expect(fuel.every((c) => /^\d{4} \d{4} \d{4} \d{4}$/.test(c.numero))).toBe(true);
    expect(new Set(fuel.map((c) => c.proveedor)).size).toBeGreaterThanOrEqual(3);
  });

  it('have the history of the transitions that took each to its state, in order, as GET {id}/history/ shows it', async () => {
    const rows = await t.database.db.select().from(record_history).where(eq(record_history.resource, 'prestamos')).orderBy(asc(record_history.id));
    const plates = new Map((await t.database.db.select({ id: vehiculos.id, matricula: vehiculos.matricula }).from(vehiculos)).map((v) => [v.id, v.matricula]));
    let noted = 0;
    const now = Date.now();
    for (const l of loans) {
      const own = rows.filter((h) => h.record_id === l.id);
      if (l.status === 0) {
        expect([l.id, own]).toEqual([l.id, []]);
        continue;
      }
      expect([l.id, own[0]?.from_state, own.at(-1)?.to_state]).toEqual([l.id, 0, l.status]);
      own.forEach((h, k) => {
        if (k > 0) expect([l.id, h.from_state, +h.at > +own[k - 1].at]).toEqual([l.id, own[k - 1].to_state, true]);
        expect(+h.at > +l.created_at && +h.at < now && h.field === 'status' && h.user_id !== null).toBe(true);
      });
      const reason = l.motivo_de_rechazo || l.motivo_cancelacion;
      if (reason) expect(own.at(-1)!.reason).toBe(reason);
      // The vehicle steps carry the plates, as the API writes them: the last one names the loan's vehicle.
      const vehicleSteps = own.filter((h) => h.action === 'assign_vehicle' || h.action === 'change_vehicle');
      if (vehicleSteps.length && l.vehiculo !== null) expect([l.id, vehicleSteps.at(-1)!.reason.split(' → ').at(-1)]).toEqual([l.id, plates.get(l.vehiculo)]);
      if (vehicleSteps.length === 2) expect(vehicleSteps[1].reason).toBe(`${vehicleSteps[0].reason} → ${plates.get(l.vehiculo!)}`);
      noted += vehicleSteps.length;
    }
    expect(noted).toBeGreaterThan(0);
    const admin = await t.token('admin@flotilla.mx');
    const completed = inStatus(5)[0];
    const res = await t.call({ token: admin, url: `prestamos/${completed.id}/history/` });
    expect(res.statusCode).toBe(200);
    const shown = res.json().results as { action: string; to_state: number; user_name: string | null }[];
    expect(shown[0].to_state).toBe(5);
    expect(shown.map((h) => h.action).reverse()).toEqual(['accept', 'assign_vehicle', 'initial_audit', 'final_audit', 'finalize']);
    expect(shown.every((h) => h.user_name)).toBe(true);
  });

  it('raise a fleet trip request for each loan awaiting a decision', async () => {
    const raised = await t.database.db.select().from(notificaciones).where(and(eq(notificaciones.type, NOTIFICATION_TYPES.fleet_trip_request), eq(notificaciones.resource, 'prestamos')));
    expect(new Set(raised.map((n) => n.record_id))).toEqual(new Set(inStatus(0).map((l) => l.id)));
  });

  it('keep their audit and incident photos in the file store, served by the API', async () => {
    const store = t.files;
    const keys = [
      ...(await t.database.db.select({ key: auditoria_items.imagen }).from(auditoria_items)),
      ...(await t.database.db.select({ key: incidencia_imagenes.imagen }).from(incidencia_imagenes)),
    ].map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      const file = await store.open(key);
      expect([key, file?.kind]).toEqual([key, 'png']);
      const chunks: Buffer[] = [];
      for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
      expect(sniff(Buffer.concat(chunks))).toBe('png');
    }
    const [item] = await t.database.db.select().from(auditoria_items).limit(1);
    const res = await t.call({ token: await t.token('admin@flotilla.mx'), url: `auditoria/${item.auditoria}/items/${item.id}/imagen/` });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('are the same at every run (a fixed seed)', () => {
    const input: PlanInput = {
      plants: [1, 2],
      staff: [{ id: 10, planta: 1, driver: true }, { id: 11, planta: 2, driver: false }],
      holding: Array.from({ length: 9 }, (_, i) => ({ id: 100 + i, planta: 1 + (i % 2), year: 2022, matricula: `AAA-${100 + i}-A` })),
      fleet: Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, planta: 1 + (i % 2), year: 2021, matricula: `AAA-${100 + i}-A` })),
      admin: 1,
      hr: 2,
      items: [{ pieza: 1, accesorio: null, name: 'Llantas' }, { pieza: null, accesorio: 1, name: 'Extintor' }],
    };
    const now = new Date('2026-03-10T12:00:00');
    expect(demoLoans(input, now)).toEqual(demoLoans(input, now));
    expect(demoLoans(input, now)).toHaveLength(DEMO_LOANS);
  });
});

describe('the demo loans without a data directory', () => {
  it('are written without photos, and a second run keeps them as they are', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const db = bare.database.db;
      await seedDemo(db);
      const first = await db.select().from(prestamos).orderBy(asc(prestamos.id));
      expect(first).toHaveLength(DEMO_LOANS);
      const items = await db.select({ imagen: auditoria_items.imagen }).from(auditoria_items);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.imagen === '')).toBe(true);
      expect(await bare.count(incidencia_imagenes)).toBe(0);
      expect(await bare.count(incidencias)).toBeGreaterThan(0);
      const history = await bare.count(record_history);
      await seedDemo(db);
      expect(await db.select().from(prestamos).orderBy(asc(prestamos.id))).toEqual(first);
      expect(await bare.count(record_history)).toBe(history);
      expect(await bare.count(tarjeta_gasolina)).toBe(DEMO_FUEL_CARDS);
    } finally {
      await bare.close();
    }
  });
});
