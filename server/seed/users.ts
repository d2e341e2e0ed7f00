import { fakerES_MX as faker } from '@faker-js/faker';
import { addDays, format, subDays } from 'date-fns';
import { DOCUMENT_STATUS, USER_ROLE } from '../../domain/status';
import { departamentos, plantas, puntos_ledger, usuarios } from '../db/schema';
import { avatarPng, licenceCardPng, licencePdf } from './placeholders';
import type { Seed } from './types';
import { sniff } from '../files/types';

/** How many demo staff records (SPEC §3 User) the seed adds beside the four accounts. */
export const DEMO_STAFF = 320;

/** Telephone area codes of the plants' cities, so a number looks local. */
const AREA_CODES: Record<string, string> = {
  'MTY-N': '81', 'MTY-S': '81', APO: '81', SAL: '844', RAM: '844', QRO: '442', MRQ: '442', SIL: '472', LEO: '477', TOL: '722',
  GDL: '33', HMO: '662', CDMX: '55', PUE: '222',
};

const slug = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z]+/g, '');
const isoDate = (d: Date) => format(d, 'yyyy-MM-dd');

interface StaffFiles {
  imagen?: Buffer;
  licencia?: Buffer;
}

/**
 * Mexican staff spread over the plants and departments (faker es_MX, a fixed seed, so every
 * demo looks alike): drivers and passengers, a few inactive, licences pending, accepted,
 * rejected, expiring (within 30 days) and expired, and points with their ledger.
 */
function demoStaff(plants: { id: number; code: string; city: string; state: string; postal_code: string }[], departments: { id: number }[], now = new Date()) {
  faker.seed(20260301);
  const emails = new Set<string>();
  const staff: (typeof usuarios.$inferInsert & { files: StaffFiles; ledger: { delta: number; reason: string; daysAgo: number }[] })[] = [];
  for (let i = 0; i < DEMO_STAFF; i++) {
    const sex = faker.helpers.arrayElement(['female', 'male'] as const);
    const name = faker.person.firstName(sex);
    const last_name = faker.person.lastName(); // es_MX gives both surnames: "Perea Méndez"
    let email = `${slug(name)}.${slug(last_name.split(' ')[0])}@flotilla.mx`;
    for (let n = 2; emails.has(email); n++) email = `${slug(name)}.${slug(last_name.split(' ')[0])}${n}@flotilla.mx`;
    emails.add(email);
    // Most staff work at the big plants; the closed Puebla plant keeps a few inactive ones.
    const plant = faker.helpers.weightedArrayElement(plants.map((p) => ({ value: p, weight: p.code === 'PUE' ? 1 : p.code.startsWith('MTY') ? 6 : 3 })));
    const role = faker.number.float() < 0.38 ? USER_ROLE.driver : USER_ROLE.passenger;
    const status = plant.code === 'PUE' || faker.number.float() < 0.06 ? 0 : 1;
    const area = AREA_CODES[plant.code] ?? '55';
    const telephone = area + faker.string.numeric(10 - area.length);

    // DOMAIN §2 documents: drivers carry a licence; a few passengers too.
    let licence: { status: number; vencimiento: string } | null = null;
    const draw = faker.number.float();
    if (role === USER_ROLE.driver || draw < 0.1) {
      const kind = faker.number.float();
      if (kind < 0.45) licence = { status: DOCUMENT_STATUS.accepted, vencimiento: isoDate(addDays(now, faker.number.int({ min: 45, max: 1400 }))) };
      else if (kind < 0.6) licence = { status: DOCUMENT_STATUS.expiring, vencimiento: isoDate(addDays(now, faker.number.int({ min: 1, max: 29 }))) };
      else if (kind < 0.72) licence = { status: DOCUMENT_STATUS.expired, vencimiento: isoDate(subDays(now, faker.number.int({ min: 1, max: 300 }))) };
      else if (kind < 0.9) licence = { status: DOCUMENT_STATUS.pending, vencimiento: isoDate(addDays(now, faker.number.int({ min: 90, max: 1400 }))) };
      else licence = { status: DOCUMENT_STATUS.rejected, vencimiento: isoDate(addDays(now, faker.number.int({ min: 30, max: 900 }))) };
    }
    const files: StaffFiles = {};
    if (faker.number.float() < 0.6) files.imagen = avatarPng(i);
    if (licence) files.licencia = i % 3 === 0 ? licenceCardPng(i) : licencePdf();
    // A PDF licence's number (no column keeps it) is still drawn, so that everyone seeded after
    // stays who the tests and the demo know.
    if (licence && i % 3 !== 0) faker.string.numeric(8);

    // Trip credits, and now and then a redemption, oldest first; the balance never goes below 0.
    const ledger: { delta: number; reason: string; daysAgo: number }[] = [];
    if (role === USER_ROLE.driver || faker.number.float() < 0.45) {
      let balance = 0;
      const entries = faker.number.int({ min: 1, max: 6 });
      // Each entry is some days after the one before it (the last some days before today), so
      // the balances, counted in this order, follow the dates.
      const gaps: number[] = [];
      for (let n = 0; n < entries; n++) {
        gaps.push(faker.number.int({ min: 6, max: 30 }));
        if (n > 0 && balance >= 100 && faker.number.float() < 0.3) {
          const delta = -faker.number.int({ min: 50, max: Math.min(balance, 400) });
          balance += delta;
          ledger.push({ delta, reason: 'redeem', daysAgo: 0 });
        } else {
          const delta = role === USER_ROLE.driver ? faker.number.int({ min: 40, max: 320 }) : faker.number.int({ min: 10, max: 120 });
          balance += delta;
          ledger.push({ delta, reason: n === 0 && faker.number.float() < 0.15 ? 'adjustment' : 'trip', daysAgo: 0 });
        }
      }
      let daysAgo = 0;
      for (let n = entries - 1; n >= 0; n--) ledger[n].daysAgo = daysAgo += gaps[n];
    }

    staff.push({
      email,
      name,
      last_name,
      telephone,
      department: faker.helpers.arrayElement(departments).id,
      planta: plant.id,
      role,
      status,
      no_worker: String(100101 + i * 3),
      state: plant.state,
      city: plant.city,
      address: faker.location.streetAddress(),
      postal_code: plant.postal_code.slice(0, 2) + faker.string.numeric(3),
      puntos: ledger.reduce((sum, e) => sum + e.delta, 0),
      vencimiento: licence?.vencimiento ?? null,
      licencia_status: licence?.status ?? null,
      // Before the first of their points, however far back those go.
      created_at: subDays(now, Math.max(faker.number.int({ min: 1, max: 720 }), (ledger[0]?.daysAgo ?? 0) + 1)),
      files,
      ledger,
    });
  }
  return staff;
}

/**
 * The staff with their generated photos and licences (in the file store, when there is one)
 * and their points ledger. Needs the plants and departments seeded before.
 */
export const usersSeed: Seed = {
  name: 'users',
  async run({ tx, store }) {
    const allPlants = await tx.select({ id: plantas.id, code: plantas.code, city: plantas.city, state: plantas.state, postal_code: plantas.postal_code }).from(plantas);
    const allDepartments = await tx.select({ id: departamentos.id }).from(departamentos);
    if (!allPlants.length || !allDepartments.length) return;
    const staff = demoStaff(allPlants, allDepartments);
    await Promise.all(
      staff.map(async (person) => {
        const { files } = person;
        person.imagen = store && files.imagen ? await store.save(files.imagen, 'png') : null;
        person.licencia = store && files.licencia ? await store.save(files.licencia, sniff(files.licencia)!) : null;
        if (!person.licencia) Object.assign(person, { vencimiento: null, licencia_status: null });
      }),
    );
    const inserted = await tx
      .insert(usuarios)
      .values(staff.map(({ files: _f, ledger: _l, ...person }) => person))
      .onConflictDoNothing()
      .returning({ id: usuarios.id, email: usuarios.email });
    const idOf = new Map(inserted.map((u) => [u.email, u.id]));
    // Someone already there (a second `npm run seed`) keeps their record; drop the files made for them.
    for (const person of staff.filter((p) => !idOf.has(p.email))) {
      await store?.remove(person.imagen);
      await store?.remove(person.licencia);
    }
    const now = Date.now();
    const ledger = staff.flatMap((person) => {
      const usuario = idOf.get(person.email);
      if (usuario === undefined) return [];
      let balance = 0;
      return person.ledger.map((e) => ({ usuario, delta: e.delta, balance: (balance += e.delta), reason: e.reason, created_at: new Date(now - e.daysAgo * 86_400_000) }));
    });
    if (ledger.length) await tx.insert(puntos_ledger).values(ledger);
  },
};
