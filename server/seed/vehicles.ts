import { base, en, es_MX, Faker, fakerES_MX } from '@faker-js/faker';
import { addDays, addHours, format, subDays } from 'date-fns';
import { and, asc, eq } from 'drizzle-orm';
import { DOCUMENT_STATUS, USER_ROLE } from '../../domain/status';
import { VEHICLE_DOCUMENTS, VEHICLE_FILES, VEHICLE_MODULO, VEHICLE_STATUS, type VehicleDocument, type VehiclePhoto } from '../../domain/vehicles';
import { plantas, usuarios, vehiculos } from '../db/schema';
import { sniff } from '../files/types';
import { readSettings } from '../resources/settings';
import { carPng, documentScanPng, insurancePdf, platePng, verificationPdf } from './placeholders';
import type { Db } from '../db/client';
import type { FileStore } from '../files/store';
import type { Seed } from './types';
import { DEMO_MODELS, DEMO_COLOURS, demoPlate, demoSerial } from './vehicleCatalog';

/**
 * How many demo vehicles of each modulo (DOMAIN §2): company cars at every plant, and drivers' own
 * cars in every registration state; the transport seed gives each other driver of its lines an
 * Active car of their own (driverCars), the one they drive the shared trips in.
 */
export const DEMO_FLEET = 36;
export const DEMO_TRANSPORT = 10;

const isoDate = (d: Date) => format(d, 'yyyy-MM-dd');
const { pending, accepted, rejected, expiring, expired } = DOCUMENT_STATUS;

/**
 * The state each vehicle starts in, by modulo, in the order the vehicles are made. Only an
 * employee's car is a registration request (DOMAIN §5), so only transport ones are Pending or Refused.
 * The last Occupied ones are the open demo loans' (server/seed/loans.ts, DEMO_HOLDING_LOANS of
 * them); the first two are on no loan, left for an administrator to release.
 */
const FLEET_STATUS = [3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 4, 4, 3, 3, 3, 4, 4, 3, 2, 3, 4, 3, 4, 3, 2, 3, 4, 3, 4, 3, 4, 3, 4, 3, 4, 3];
const TRANSPORT_STATUS = [3, 0, 3, 1, 3, 0, 2, 3, 0, 1];
// A refused vehicle holds its plate until deleted (validation.plate_taken_refused), as the second reason says.
const REFUSALS = [
  'La póliza de seguro no corresponde al número de serie del vehículo.',
  'Las fotografías no muestran la matrícula. Para volver a registrar el vehículo con fotos claras, primero hay que eliminar esta solicitud rechazada.',
];

/** How far a document's expiry lies from today per state; every state stays put when the expiry job runs today. */
const DAYS: Record<VehicleDocument, { min: number; max: number }> = {
  permiso_circulacion: { min: 60, max: 700 },
  seguro: { min: 45, max: 360 },
  verificacion: { min: 40, max: 180 },
};

type Files = Partial<Record<VehiclePhoto | VehicleDocument, Buffer>>;

/** A document's date and state in its declared columns (`<doc>_vencimiento`, `<doc>_status`). */
const expiryColumns = (doc: VehicleDocument, vencimiento: string | null, status: number | null) => {
  const { field, status: statusField } = VEHICLE_FILES[doc].expiry;
  return { [field]: vencimiento, [statusField]: status };
};
type Row = typeof vehiculos.$inferInsert & { files: Files };

/** A document of a vehicle in `state`, with an expiry date that documentStateFor (server/kit/documents.ts) agrees with today. */
function documentOf(faker: Faker, doc: VehicleDocument, state: number, now: Date) {
  const { min, max } = DAYS[doc];
  const date =
    state === expiring ? addDays(now, faker.number.int({ min: 3, max: 25 }))
    : state === expired ? subDays(now, faker.number.int({ min: 2, max: 120 }))
    : addDays(now, faker.number.int({ min, max }));
  return { status: state, vencimiento: isoDate(date) };
}

/**
 * An accepted vehicle's document: mostly far, now and then expiring, expired or sent back. A
 * vehicle on a loan was lendable when lent (server/resources/loans/loanVehicles.ts), so none of
 * its documents is expired.
 */
function drawState(faker: Faker, vehicleStatus: number) {
  const draw = faker.number.float();
  const state = draw < 0.68 ? accepted : draw < 0.83 ? expiring : draw < 0.95 ? expired : rejected;
  return state === expired && vehicleStatus === VEHICLE_STATUS.occupied ? expiring : state;
}

interface Owner {
  id: number;
  planta: number | null;
}

/** One vehicle to draw: its modulo and state, its place among its kind, its owner, and (a driver's car for the shared trips) when its owner joined. */
interface Plan {
  modulo: number;
  status: number;
  i: number;
  owner: Owner | null;
  joined?: Date;
}

interface Settings {
  vehicles_limit: number;
  max_vehicle_age: number;
}

/**
 * The demo vehicles (fixed faker seed, so every demo and test sees the same ones): fleet cars
 * spread over every plant, each plant at least one, and transport cars of drivers (the second
 * driver two, the others one), each owner within vehicles_limit; model years younger than
 * max_vehicle_age; every vehicle and document state. The first driver is the demo app user
 * (conductor@flotilla.mx): one car leaves them room under the default limit (2) to register
 * another from the phone (`npm run simulate`).
 */
export function demoVehicles(plants: { id: number; status: number }[], drivers: Owner[], settings: Settings, now = new Date()) {
  fakerES_MX.seed(20260309);
  const owners = drivers.flatMap((d, k) => Array<Owner>(Math.min(k === 1 ? 2 : 1, settings.vehicles_limit)).fill(d));
  const plan: Plan[] = [
    ...FLEET_STATUS.slice(0, plants.length ? DEMO_FLEET : 0).map((status, i) => ({ modulo: VEHICLE_MODULO.fleet, status, i, owner: null })),
    ...TRANSPORT_STATUS.slice(0, owners.length).map((status, i) => ({ modulo: VEHICLE_MODULO.transport, status, i, owner: owners[i] })),
  ];
  const make = vehicleMaker(fakerES_MX, plants, settings, now, new Set());
  return plan.map((vehicle, n) => make(vehicle, n));
}

/**
 * The cars of drivers who drive the demo's shared trips and have none (server/seed/transport):
 * one Active car each, registered within days of its owner joining, so every trip they drive has
 * it. A faker of their own (a fixed seed) keeps the other seeds' draws as they were; numbered
 * from `first` (after the vehicles already there) and clear of `taken` plates, so plates and
 * serial numbers stay unique.
 */
export function driverCars(plants: { id: number; status: number }[], drivers: (Owner & { joined: Date })[], settings: Settings, taken: Iterable<string>, first: number, now = new Date()) {
  const faker = new Faker({ locale: [es_MX, en, base] });
  faker.seed(20260413);
  const make = vehicleMaker(faker, plants, settings, now, new Set(taken));
  return drivers.map((owner, i) => make({ modulo: VEHICLE_MODULO.transport, status: VEHICLE_STATUS.active, i, owner, joined: owner.joined }, first + i));
}

/** Draws vehicles one by one with `faker`, their plates unique among `plates` (which it fills). */
function vehicleMaker(faker: Faker, plants: { id: number; status: number }[], settings: Settings, now: Date, plates: Set<string>) {
  const open = plants.filter((p) => p.status === 1);
  const active = open.length ? open : plants;
  const oldest = Math.min(now.getFullYear(), Math.max(now.getFullYear() - 8, now.getFullYear() - settings.max_vehicle_age + 1));
  let refusals = 0;
  return ({ modulo, status, i, owner, joined }: Plan, n: number): Row => {
    const fleet = modulo === VEHICLE_MODULO.fleet;
    // Every plant gets a car first; a closed plant's car stands inactive, the rest go to open plants.
    const plant = fleet ? (i < plants.length ? plants[i] : active[(i - plants.length) % active.length]) : null;
    const vehicleStatus = plant && plant.status !== 1 ? VEHICLE_STATUS.inactive : status;
    const model = faker.helpers.arrayElement(DEMO_MODELS.filter((m) => (fleet ? m.fleet : m.personal)));
    const colour = faker.helpers.weightedArrayElement(DEMO_COLOURS.map((c) => ({ value: c, weight: fleet ? c.fleetWeight : c.personalWeight })).filter((c) => c.weight > 0));
    // A car registered when its owner joined is no newer than that year (unless the settings allow no older one).
    const newest = joined ? Math.min(now.getFullYear(), joined.getFullYear()) : now.getFullYear();
    const earliest = Math.max(oldest, model.since ?? oldest);
    const year = faker.number.int({ min: earliest, max: Math.max(earliest, newest) });
    let matricula = demoPlate(faker, n);
    while (plates.has(matricula)) matricula = demoPlate(faker, n);
    plates.add(matricula);
    const registered = joined
      ? new Date(Math.min(+now, +addHours(joined, faker.number.int({ min: 2, max: 72 }))))
      : subDays(now, faker.number.int({ min: 5, max: Math.max(6, Math.min(700, (now.getFullYear() - year + 1) * 300)) }));

    // DOMAIN §2: a pending vehicle's documents wait for review (its verification not sent yet
    // from the app), a refused one's were sent back, the others were accepted at some point.
    const states: Partial<Record<VehicleDocument, number>> =
      vehicleStatus === VEHICLE_STATUS.pending ? { permiso_circulacion: pending, seguro: pending }
      : vehicleStatus === VEHICLE_STATUS.refused ? { permiso_circulacion: pending, seguro: rejected, verificacion: rejected }
      : { permiso_circulacion: drawState(faker, vehicleStatus), seguro: drawState(faker, vehicleStatus), verificacion: drawState(faker, vehicleStatus) };
    const documents = Object.fromEntries(Object.entries(states).map(([doc, state]) => [doc, documentOf(faker, doc as VehicleDocument, state, now)]));

    const files: Files = {
      imagen1: carPng('front', model.body, colour.photo),
      imagen2: carPng('side', model.body, colour.photo),
      imagen3: carPng('rear', model.body, colour.photo),
    };
    // A few were registered without the plate's photo.
    if (n % 11 !== 5) files.placa = platePng(n);
    if (documents.permiso_circulacion) files.permiso_circulacion = documentScanPng(n);
    if (documents.seguro) {
      files.seguro = insurancePdf();
      // Its policy number (no column keeps it) is still drawn, so that every vehicle after stays as the tests know it.
      faker.string.numeric(10);
    }
    if (documents.verificacion) files.verificacion = n % 2 ? documentScanPng(n + 3) : verificationPdf();

    return {
      matricula,
      modulo,
      owner: owner?.id ?? null,
      // An owner without a plant (the demo driver account) parks at the first open one.
      planta: plant?.id ?? owner?.planta ?? active[0]?.id ?? null,
      brand: model.brand,
      model: model.model,
      year,
      color: colour.name,
      gasoline_type: model.gasoline,
      transmission: fleet ? model.transmission : faker.helpers.arrayElement([model.transmission, 0]),
      registration_date: isoDate(registered),
      status: vehicleStatus,
      motivo_de_rechazo: vehicleStatus === VEHICLE_STATUS.refused ? REFUSALS[refusals++ % REFUSALS.length] : '',
      numero_de_serie: demoSerial(faker, model.wmi, year, n),
      ...Object.assign({}, ...Object.entries(documents).map(([doc, d]) => expiryColumns(doc as VehicleDocument, d.vencimiento, d.status))),
      created_at: registered,
      files,
    };
  };
}

/**
 * Stores `rows`' files (none without a store: no document dates or states then either) and
 * inserts them; a vehicle already there (a second `npm run seed`) keeps its record and the files
 * made for it are removed. Answers the rows inserted.
 */
export async function storeVehicles(tx: Db, store: FileStore | null, rows: Row[]) {
  if (!rows.length) return [];
  await Promise.all(
    rows.map(async (row) => {
      for (const [field, data] of Object.entries(row.files) as [VehiclePhoto | VehicleDocument, Buffer][]) {
        (row as Record<string, unknown>)[field] = store ? await store.save(data, sniff(data)!) : null;
      }
      if (!store) for (const doc of VEHICLE_DOCUMENTS) Object.assign(row, expiryColumns(doc, null, null));
    }),
  );
  const inserted = await tx
    .insert(vehiculos)
    .values(rows.map(({ files: _f, ...row }) => row))
    .onConflictDoNothing()
    .returning({ id: vehiculos.id, matricula: vehiculos.matricula, owner: vehiculos.owner, created_at: vehiculos.created_at });
  const kept = new Set(inserted.map((v) => v.matricula));
  for (const row of rows.filter((r) => !kept.has(r.matricula))) {
    for (const field of Object.keys(row.files)) await store?.remove((row as Record<string, unknown>)[field] as string | null);
  }
  return inserted;
}

/**
 * Fleet vehicles at every plant and drivers' own cars with their photos and documents in the
 * file store (without one, no files, and so no document states, like the staff's licences).
 * Needs the plants and users seeded before.
 */
export const vehiclesSeed: Seed = {
  name: 'vehicles',
  async run({ tx, store }) {
    const plants = await tx.select({ id: plantas.id, status: plantas.status }).from(plantas).orderBy(asc(plantas.id));
    const drivers = await tx
      .select({ id: usuarios.id, planta: usuarios.planta })
      .from(usuarios)
      .where(and(eq(usuarios.role, USER_ROLE.driver), eq(usuarios.status, 1)))
      .orderBy(asc(usuarios.id))
      .limit(DEMO_TRANSPORT);
    await storeVehicles(tx, store, demoVehicles(plants, drivers, await readSettings(tx)));
  },
};
