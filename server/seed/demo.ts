import { count } from 'drizzle-orm';
import { fakerES_MX as faker } from '@faker-js/faker';
import { addDays, format, subDays } from 'date-fns';
import { GROUPS } from '../../domain/roles';
import { DOCUMENT_STATUS, USER_ROLE } from '../../domain/status';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { departamentos, plantas, puntos_ledger, usuarios } from '../db/schema';
import { FileStore } from '../files/store';
import { avatarPng, licenceCardPng, licencePdf } from './placeholders';

/** Demo sign-ins, all with password `flotilla`; seeded only in demo mode or by `npm run seed`. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@flotilla.mx', name: 'Ana', last_name: 'Martínez', groups: [GROUPS.admin], plataforma: true, role: USER_ROLE.passenger },
  { email: 'rh@flotilla.mx', name: 'Rubén', last_name: 'Hernández', groups: [GROUPS.rh_admin], plataforma: true, role: USER_ROLE.passenger },
  { email: 'c4@flotilla.mx', name: 'Carla', last_name: 'Cuevas', groups: [GROUPS.c4], plataforma: true, role: USER_ROLE.passenger },
  { email: 'conductor@flotilla.mx', name: 'Diego', last_name: 'Ramírez', groups: [] as string[], plataforma: false, role: USER_ROLE.driver },
] as const;

/** How many demo staff records (SPEC §3 User) the seed adds beside the four accounts. */
export const DEMO_STAFF = 320;

const PLANTS = [
  ['Planta Monterrey Norte', 'MTY-N', 'Av. Universidad 1200', 'San Nicolás de los Garza', 'Nuevo León', '66450', 25.7447, -100.2891],
  ['Planta Monterrey Sur', 'MTY-S', 'Carretera Nacional 5400', 'Monterrey', 'Nuevo León', '64988', 25.5867, -100.2451],
  ['Planta Apodaca', 'APO', 'Blvd. Aeropuerto 800', 'Apodaca', 'Nuevo León', '66600', 25.7761, -100.1887],
  ['Planta Saltillo', 'SAL', 'Blvd. Isidro López Zertuche 3100', 'Saltillo', 'Coahuila', '25230', 25.4383, -100.9737],
  ['Planta Ramos Arizpe', 'RAM', 'Parque Industrial Santa María', 'Ramos Arizpe', 'Coahuila', '25903', 25.5401, -100.9475],
  ['Planta Querétaro', 'QRO', 'Av. 5 de Febrero 2200', 'Querétaro', 'Querétaro', '76120', 20.6216, -100.4195],
  ['Planta El Marqués', 'MRQ', 'Parque Industrial Bernardo Quintana', 'El Marqués', 'Querétaro', '76246', 20.6306, -100.3236],
  ['Planta Silao', 'SIL', 'Puerto Interior 150', 'Silao', 'Guanajuato', '36275', 20.9536, -101.4324],
  ['Planta León', 'LEO', 'Blvd. Aeropuerto 3000', 'León', 'Guanajuato', '37680', 21.0833, -101.5972],
  ['Planta Toluca', 'TOL', 'Paseo Tollocan 1500', 'Toluca', 'Estado de México', '50071', 19.2826, -99.6557],
  ['Planta Guadalajara', 'GDL', 'Periférico Sur 7800', 'Tlaquepaque', 'Jalisco', '45601', 20.5927, -103.3946],
  ['Planta Hermosillo', 'HMO', 'Carretera a Guaymas km 5', 'Hermosillo', 'Sonora', '83299', 29.0330, -110.9510],
  ['Centro de Distribución CDMX', 'CDMX', 'Av. Ceylán 959', 'Azcapotzalco', 'Ciudad de México', '02300', 19.4936, -99.1710],
  ['Planta Puebla (cerrada)', 'PUE', 'Autopista México-Puebla km 117', 'Cuautlancingo', 'Puebla', '72730', 19.0890, -98.2713],
] as const;

const DEPARTMENTS = [
  ['Finanzas', 'FIN', 'Contabilidad, tesorería y cuentas por pagar'],
  ['Logística', 'LOG', 'Planeación de rutas, embarques y transporte de personal'],
  ['Dirección', 'DIR', 'Dirección general y gerencias'],
  ['Recursos Humanos', 'RH', 'Nómina, reclutamiento y relaciones laborales'],
  ['Producción', 'PROD', 'Líneas de ensamble y turnos de operación'],
  ['Calidad', 'CAL', 'Aseguramiento y control de calidad'],
  ['Mantenimiento', 'MTTO', 'Mantenimiento de planta y de flotilla'],
  ['Seguridad Patrimonial', 'SEG', 'Vigilancia, accesos y monitoreo C4'],
  ['Tecnologías de la Información', 'TI', 'Sistemas, redes y soporte'],
  ['Compras', 'COMP', 'Abastecimiento y proveedores'],
] as const;

export async function isDatabaseEmpty(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(usuarios);
  return n === 0;
}

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
    if (licence) {
      files.licencia = i % 3 === 0
        ? licenceCardPng(i)
        : licencePdf(['Licencia de conducir', `${name} ${last_name}`, `Licencia ${plant.state.slice(0, 3).toUpperCase()}-${faker.string.numeric(8)}`, `Vence: ${format(new Date(`${licence.vencimiento}T12:00:00`), 'dd-MM-yyyy')}`]);
    }

    // Trip credits, and now and then a redemption, oldest first; the balance never goes below 0.
    const ledger: { delta: number; reason: string; daysAgo: number }[] = [];
    if (role === USER_ROLE.driver || faker.number.float() < 0.45) {
      let balance = 0;
      const entries = faker.number.int({ min: 1, max: 6 });
      for (let n = 0; n < entries; n++) {
        const daysAgo = (entries - n) * faker.number.int({ min: 6, max: 30 });
        if (n > 0 && balance >= 100 && faker.number.float() < 0.3) {
          const delta = -faker.number.int({ min: 50, max: Math.min(balance, 400) });
          balance += delta;
          ledger.push({ delta, reason: 'redeem', daysAgo });
        } else {
          const delta = role === USER_ROLE.driver ? faker.number.int({ min: 40, max: 320 }) : faker.number.int({ min: 10, max: 120 });
          balance += delta;
          ledger.push({ delta, reason: n === 0 && faker.number.float() < 0.15 ? 'adjustment' : 'trip', daysAgo });
        }
      }
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
      created_at: subDays(now, faker.number.int({ min: 1, max: 720 })),
      files,
      ledger,
    });
  }
  return staff;
}

/**
 * The demo data: the four accounts, plants, departments and a few hundred staff. With
 * `dataDir`, the staff's photos and licences are generated into its file store; without it,
 * nobody has a photo or a licence (the states need the file).
 */
export async function seedDemo(db: Db, opts: { dataDir?: string } = {}) {
  const password = await hashPassword('flotilla');
  await db.transaction(async (tx) => {
    await tx
      .insert(usuarios)
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, groups: [...a.groups], password })))
      .onConflictDoNothing();
    const plants = await tx
      .insert(plantas)
      .values(
        PLANTS.map(([name, code, address, city, state, postal_code, latitude, longitude]) => ({
          name, code, address, city, state, postal_code, latitude, longitude, status: code === 'PUE' ? 0 : 1,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: plantas.id });
    await tx
      .insert(departamentos)
      .values(
        DEPARTMENTS.map(([name, code, description], i) => ({
          name, code, description, planta: plants.length ? plants[i % plants.length].id : null, status: 1,
        })),
      )
      .onConflictDoNothing();

    const allPlants = await tx.select({ id: plantas.id, code: plantas.code, city: plantas.city, state: plantas.state, postal_code: plantas.postal_code }).from(plantas);
    const allDepartments = await tx.select({ id: departamentos.id }).from(departamentos);
    if (!allPlants.length || !allDepartments.length) return;
    const staff = demoStaff(allPlants, allDepartments);
    const store = opts.dataDir ? new FileStore(opts.dataDir) : null;
    await Promise.all(
      staff.map(async (person) => {
        const { files } = person;
        person.imagen = store && files.imagen ? await store.save(files.imagen, 'png') : null;
        person.licencia = store && files.licencia ? await store.save(files.licencia, files.licencia[0] === 0x25 ? 'pdf' : 'png') : null;
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
  });
}
