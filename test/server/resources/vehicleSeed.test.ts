import { addDays, format } from 'date-fns';
import { asc, eq, inArray } from 'drizzle-orm';
import { DOCUMENT_STATUS, USER_ROLE } from '../../../domain/status';
import { isValidPlate, isValidSerial, normalizePlate, VEHICLE_DOCUMENTS, VEHICLE_PHOTOS } from '../../../domain/vehicles';
import { plantas, usuarios, vehiculos } from '../../../server/db/schema';
import { sniff } from '../../../server/files/types';
import { documentStateFor, refreshDocumentStates, today } from '../../../server/kit/documents';
import { resources } from '../../../server/resources';
import { readSettings } from '../../../server/resources/settings';
import { seedDemo } from '../../../server/seed/demo';
import { DEMO_FLEET, DEMO_TRANSPORT, demoVehicles } from '../../../server/seed/vehicles';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * The demo vehicles (DOMAIN §2 and §5 Vehicles): fleet cars at every plant and
 * drivers' own cars within the settings, every vehicle and document state, valid plates and
 * VINs, and photos and documents in the file store.
 */
let t: TestApp;
let rows: (typeof vehiculos.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp();
  rows = await t.database.db.select().from(vehiculos).orderBy(asc(vehiculos.id));
});
afterAll(() => t.close());

const { pending, accepted, rejected, expiring, expired } = DOCUMENT_STATUS;
const documentStates = () => rows.flatMap((v) => VEHICLE_DOCUMENTS.map((doc) => ({ v, doc, status: v[`${doc}_status`], date: v[`${doc}_vencimiento`], key: v[doc] })));

describe('the demo vehicles', () => {
  it('are fleet cars at every plant and drivers’ own cars, in the counts the seed declares', async () => {
    expect(rows.filter((v) => v.modulo === 1)).toHaveLength(DEMO_FLEET);
    // The vehicles seed's transport cars in every registration state, then the transport seed's:
    // one Active car for each driver of its lines who had none, registered after they joined.
    const transport = rows.filter((v) => v.modulo === 0);
    const given = transport.slice(DEMO_TRANSPORT);
    expect(given.length).toBeGreaterThan(40);
    expect(given.every((v) => v.status === 3)).toBe(true);
    expect(new Set(given.map((v) => v.owner)).size).toBe(given.length);
    expect(given.some((v) => transport.slice(0, DEMO_TRANSPORT).some((w) => w.owner === v.owner))).toBe(false);
    const joined = new Map((await t.database.db.select({ id: usuarios.id, at: usuarios.created_at }).from(usuarios)).map((u) => [u.id, u.at]));
    expect(given.filter((v) => !(v.created_at >= joined.get(v.owner!)! && v.registration_date === format(v.created_at, 'yyyy-MM-dd')))).toEqual([]);
    const plants = await t.database.db.select({ id: plantas.id }).from(plantas);
    for (const plant of plants) expect([plant.id, rows.some((v) => v.modulo === 1 && v.planta === plant.id)]).toEqual([plant.id, true]);
    expect(rows.filter((v) => v.modulo === 1).every((v) => v.owner === null)).toBe(true);
    expect(rows.every((v) => v.planta !== null && v.brand && v.model && v.color && v.registration_date)).toBe(true);
  });

  it('are in every vehicle state, mostly active; refused ones say why; a few transport requests wait', () => {
    const count = (status: number) => rows.filter((v) => v.status === status).length;
    for (const status of [0, 1, 2, 3, 4]) expect([status, count(status) > 0]).toEqual([status, true]);
    expect(count(3)).toBeGreaterThan(rows.length / 2);
    // Only an employee's car is a registration request: the API never makes a fleet vehicle Pending or Refused.
    expect(rows.filter((v) => v.modulo === 1 && (v.status === 0 || v.status === 1))).toEqual([]);
    expect(rows.filter((v) => v.status === 0 && v.modulo === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((v) => v.status === 1 && v.modulo === 0).length).toBeGreaterThanOrEqual(2);
    // Each request can be accepted (SPEC §5: its three photos).
    expect(rows.filter((v) => v.status === 0).every((v) => v.imagen1 && v.imagen2 && v.imagen3)).toBe(true);
    expect(rows.filter((v) => v.status === 1).every((v) => v.motivo_de_rechazo.length > 10)).toBe(true);
    expect(new Set(rows.filter((v) => v.status === 1).map((v) => v.motivo_de_rechazo)).size).toBeGreaterThan(1);
    // A reason asking for a new registration says the refused one is deleted first (it holds the plate).
    for (const v of rows.filter((r) => r.status === 1 && /registrar/.test(r.motivo_de_rechazo))) expect(v.motivo_de_rechazo).toMatch(/eliminar/);
    expect(rows.filter((v) => v.status !== 1).every((v) => v.motivo_de_rechazo === '')).toBe(true);
  });

  it('belong, when transport, to active drivers, none beyond vehicles_limit; no model older than max_vehicle_age', async () => {
    const settings = await readSettings(t.database.db);
    const transport = rows.filter((v) => v.modulo === 0);
    const owners = await t.database.db
      .select({ id: usuarios.id, role: usuarios.role, status: usuarios.status })
      .from(usuarios)
      .where(inArray(usuarios.id, transport.map((v) => v.owner!)));
    expect(owners.length).toBeGreaterThan(1);
    expect(owners.every((u) => u.role === USER_ROLE.driver && u.status === 1)).toBe(true);
    for (const owner of owners) expect(transport.filter((v) => v.owner === owner.id && v.status !== 1).length).toBeLessThanOrEqual(settings.vehicles_limit);
    // One driver shows two cars; the demo app user holds one fewer than the limit, so the phone (npm run simulate) can register another.
    expect(owners.some((owner) => transport.filter((v) => v.owner === owner.id).length === 2)).toBe(true);
    const [appUser] = await t.database.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'conductor@flotilla.mx'));
    expect(transport.filter((v) => v.owner === appUser.id && v.status !== 1)).toHaveLength(settings.vehicles_limit - 1);
    const year = new Date().getFullYear();
    expect(rows.every((v) => v.year > year - settings.max_vehicle_age && v.year <= year)).toBe(true);
  });

  it('carry plates and serial numbers that the form accepts, each once', () => {
    const plates = rows.map((v) => v.matricula);
    expect(plates.every((p) => normalizePlate(p) === p && isValidPlate(p))).toBe(true);
    expect(plates.some((p) => /^[A-Z]{3}-\d{3}-[A-Z]$/.test(p)) && plates.some((p) => /^[A-Z]{3}\d{4}$/.test(p))).toBe(true);
    expect(new Set(plates).size).toBe(rows.length);
    const serials = rows.map((v) => v.numero_de_serie);
    expect(serials.every(isValidSerial)).toBe(true);
    expect(new Set(serials).size).toBe(rows.length);
  });

  it('have documents in every state, dated so the expiry job agrees with each today', async () => {
    const documents = documentStates().filter((d) => d.key);
    for (const state of [pending, accepted, rejected, expiring, expired]) expect([state, documents.some((d) => d.status === state)]).toEqual([state, true]);
    const day = today();
    const in30 = format(addDays(new Date(), 30), 'yyyy-MM-dd');
    expect(documents.filter((d) => d.status === expiring).every((d) => d.date! >= day && d.date! <= in30)).toBe(true);
    expect(documents.filter((d) => d.status === expired).every((d) => d.date! < day)).toBe(true);
    for (const d of documents.filter((x) => ([accepted, expiring, expired] as number[]).includes(x.status!))) expect([d.v.matricula, d.doc, documentStateFor(d.date, day)]).toEqual([d.v.matricula, d.doc, d.status]);
    // A pending vehicle's documents wait for review; a refused one's were sent back.
    expect(documents.filter((d) => d.v.status === 0).every((d) => d.status === pending)).toBe(true);
    expect(documents.some((d) => d.v.status === 1 && d.status === rejected)).toBe(true);
    // Every document has its date and state, and a missing one neither.
    expect(documentStates().every((d) => (d.key ? d.date !== null && d.status !== null : d.date === null && d.status === null))).toBe(true);
    // The worst state is what the list shows.
    expect(new Set(rows.map((v) => v.documentos_status))).toEqual(new Set([pending, accepted, rejected, expiring, expired]));
    // The job at start-up moves nothing: the seed wrote today's states.
    expect(await refreshDocumentStates(t.database.db, resources, day)).toEqual({ expiring: 0, expired: 0 });
  });

  it('have their photos and documents in the file store, readable as what they are; a few lack the plate photo', async () => {
    const store = t.files;
    const read = async (key: string) => {
      const file = await store.open(key);
      expect(file).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
      return { kind: file!.kind, sniffed: sniff(Buffer.concat(chunks)) };
    };
    expect(rows.every((v) => v.imagen1 && v.imagen2 && v.imagen3)).toBe(true);
    const withoutPlate = rows.filter((v) => !v.placa).length;
    expect(withoutPlate).toBeGreaterThan(0);
    expect(withoutPlate).toBeLessThan(rows.length / 5);
    for (const v of rows) {
      for (const photo of VEHICLE_PHOTOS.filter((p) => v[p])) expect(await read(v[photo]!)).toEqual({ kind: 'png', sniffed: 'png' });
      for (const doc of VEHICLE_DOCUMENTS.filter((d) => v[d])) {
        const { kind, sniffed } = await read(v[doc]!);
        expect(['png', 'pdf']).toContain(kind);
        expect(sniffed).toBe(kind);
      }
    }
  });

  it('are the same at every run (a fixed seed), so counts hold', () => {
    const plants = [{ id: 1, status: 1 }, { id: 2, status: 0 }];
    const drivers = [{ id: 7, planta: 1 }, { id: 8, planta: 1 }];
    const now = new Date('2026-03-01T12:00:00');
    const settings = { vehicles_limit: 1, max_vehicle_age: 3 };
    const strip = (list: ReturnType<typeof demoVehicles>) => list.map(({ files, ...row }) => ({ ...row, files: Object.keys(files) }));
    const first = strip(demoVehicles(plants, drivers, settings, now));
    expect(strip(demoVehicles(plants, drivers, settings, now))).toEqual(first);
    // Within other settings too: one car per driver, model years from 2024.
    expect(first.filter((v) => v.modulo === 0).map((v) => v.owner)).toEqual([7, 8]);
    expect(first.every((v) => v.year >= 2024)).toBe(true);
    // The closed plant's car stands inactive.
    expect(first.find((v) => v.planta === 2 && v.modulo === 1)?.status).toBe(2);
  });
});

describe('the demo without a data directory', () => {
  it('writes the vehicles without files, and so without document dates or states', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      await seedDemo(bare.database.db);
      const vehicles = await bare.database.db.select().from(vehiculos);
      expect(vehicles).toHaveLength(rows.length);
      for (const v of vehicles) {
        expect([...VEHICLE_PHOTOS, ...VEHICLE_DOCUMENTS].map((f) => v[f])).toEqual([null, null, null, null, null, null, null]);
        expect([v.permiso_circulacion_status, v.seguro_status, v.verificacion_status, v.documentos_status]).toEqual([null, null, null, null]);
      }
      expect((await bare.database.db.select().from(vehiculos).where(eq(vehiculos.status, 3))).length).toBeGreaterThan(0);
    } finally {
      await bare.close();
    }
  });
});
