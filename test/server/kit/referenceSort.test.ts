import { eq } from 'drizzle-orm';
import { prestamos, usuarios, vehiculos } from '../../../server/db/schema';
import { loans } from '../../../server/resources/loans/loans';
import { vehicles } from '../../../server/resources/vehicles/vehicles';
import { REFERENCE_WALK } from '../../../server/kit/referenceSort';
import { signedInTestApp } from '../support/harness';
import { userBody } from '../resources/usersHelpers';
import { firstPlant } from '../support/roleApp';
import { addOwner, vehicleBody } from '../resources/vehiclesHelpers';

/**
 * A list sorted by a reference (server/kit/referenceSort.ts): the order a person sees is the
 * referenced record's label, then the row's id (two records with one label interleave their rows
 * by id), rows without a reference last ascending and first descending; pages neither repeat nor
 * skip a row, with filters and a search, and an export keeps the same order. A reference to a
 * user reads the full name: first name, then last name, then the row's id.
 */
const signedIn = signedInTestApp();
// The data here is small: every list takes the index walk unless a test says otherwise.
const walkFrom = REFERENCE_WALK.fromRows;
beforeAll(() => {
  REFERENCE_WALK.fromRows = 0;
});
afterAll(() => {
  REFERENCE_WALK.fromRows = walkFrom;
});
const { api } = signedIn;
const db = () => signedIn.t.database.db;
const MARK = 'Ordenzzq';
let serial = 0;

const created = async (url: string, payload: unknown) => {
  const res = await api({ method: 'POST', url, payload });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
};

/** Every page of `base` for `filters`, `limit` rows a page, checking that `next` ends the walk. */
async function allPages(base: string, filters: Record<string, unknown>, limit = 2) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await api({ method: 'POST', url: `${base}/q/?page=${page}&limit=${limit}`, payload: filters });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    ids.push(...body.results.map((r: { id: number }) => r.id));
    if (body.next === null) return ids;
    expect(body.next).toBe(page + 1);
  }
}

/** labelSortOf's order, worked out here: label column by column (none is the largest), then id; descending is its reverse. */
function expected(rows: { id: number; ref: number | null }[], names: Map<number, string | string[]>, descending: boolean) {
  const label = (ref: number | null) => (ref === null ? null : [names.get(ref)!].flat());
  const compare = (x: string[] | null, y: string[] | null) => {
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const i = x.findIndex((part, n) => part !== y[n]);
    return i < 0 ? 0 : x[i] < y[i] ? -1 : 1;
  };
  const sorted = [...rows].sort((a, b) => compare(label(a.ref), label(b.ref)) || a.id - b.id);
  const ids = sorted.map((r) => r.id);
  return descending ? ids.reverse() : ids;
}

describe('users sorted by department and plant', () => {
  const state = { ids: [] as number[], names: new Map<number, string>(), rows: [] as { id: number; department: number | null; planta: number | null; status: number }[] };

  beforeAll(async () => {
    const suffix = `${Date.now() % 100000}`;
    // Two plants (and two departments) share a label, created out of label order.
    const zeta = await created('plantas/', { name: `Srt Zeta ${suffix}`, code: `SZ${suffix}` });
    const twinB = await created('plantas/', { name: `Srt Alfa ${suffix}`, code: `SB${suffix}` });
    const twinA = await created('plantas/', { name: `Srt Alfa ${suffix}`, code: `SA${suffix}` });
    const plants = [zeta, twinB, twinA, null];
    const depts = [
      await created('departamentos/', { name: `Srt Ventas ${suffix}`, code: `DV${suffix}`, planta: zeta.id }),
      await created('departamentos/', { name: `Srt Compras ${suffix}`, code: `DC${suffix}`, planta: zeta.id }),
      await created('departamentos/', { name: `Srt Compras ${suffix}`, code: `DD${suffix}`, planta: twinA.id }),
      null,
    ];
    for (const r of [...plants, ...depts]) if (r) state.names.set(r.id, r.name);
    for (let i = 0; i < 11; i++) {
      const user = await created('usuarios/', userBody({ last_name: `${MARK} ${++serial}` }));
      // Rotating through both twins and "none" interleaves their users' ids.
      const row = { id: user.id, planta: plants[i % 4]?.id ?? null, department: depts[(i * 3) % 4]?.id ?? null, status: i % 5 === 0 ? 0 : 1 };
      await db().update(usuarios).set({ planta: row.planta, department: row.department, status: row.status }).where(eq(usuarios.id, user.id));
      state.rows.push(row);
    }
    state.ids = state.rows.map((r) => r.id);
  });

  it.each(['planta', '-planta', 'department', '-department'])('ordering=%s: label, then id, none at the end it sorts to, across pages', async (ordering) => {
    const field = ordering.replace(/^-/, '') as 'planta' | 'department';
    const want = expected(state.rows.map((r) => ({ id: r.id, ref: r[field] })), state.names, ordering.startsWith('-'));
    const got = await allPages('usuarios', { id__in: state.ids, ordering });
    expect(got).toEqual(want);
    // Pinned by hand as well: ascending, the twins' users interleave by id and the users without one come last.
    if (ordering === 'planta') {
      const [zeta, twinB, twinA] = [state.rows[0].planta, state.rows[1].planta, state.rows[2].planta];
      const of = (...plants: (number | null)[]) => state.rows.filter((r) => plants.includes(r.planta)).map((r) => r.id);
      expect(got).toEqual([...of(twinB, twinA), ...of(zeta), ...of(null)]);
      expect(of(twinB, twinA)).not.toEqual([...of(twinB), ...of(twinA)]);
    }
    // Another page size gives the same order: no page repeats or skips a row.
    expect(await allPages('usuarios', { id__in: state.ids, ordering }, 3)).toEqual(want);
  });

  it('keeps the order with a filter and a search', async () => {
    const active = state.rows.filter((r) => r.status === 1);
    for (const ordering of ['department', '-planta']) {
      const field = ordering.replace(/^-/, '') as 'planta' | 'department';
      const want = expected(active.map((r) => ({ id: r.id, ref: r[field] })), state.names, ordering.startsWith('-'));
      expect(want.length).toBeLessThan(state.rows.length);
      expect(await allPages('usuarios', { search: MARK, status: 1, ordering })).toEqual(want);
    }
  });

  it('a few matching rows sorted directly come in the same order as the walk gives', async () => {
    for (const ordering of ['department', '-department', 'planta', '-planta']) {
      const field = ordering.replace(/^-/, '') as 'planta' | 'department';
      const want = expected(state.rows.map((r) => ({ id: r.id, ref: r[field] })), state.names, ordering.startsWith('-'));
      try {
        REFERENCE_WALK.fromRows = Number.MAX_SAFE_INTEGER;
        expect(await allPages('usuarios', { search: MARK, ordering }, 3)).toEqual(want);
      } finally {
        REFERENCE_WALK.fromRows = 0;
      }
      expect(await allPages('usuarios', { search: MARK, ordering }, 3)).toEqual(want);
    }
  });

  it('a deep page past the rows answers none', async () => {
    const res = await api({ method: 'POST', url: 'usuarios/q/?page=7&limit=2', payload: { id__in: state.ids, ordering: '-department' } });
    expect(res.json()).toMatchObject({ results: [], next: null });
  });

  it('an export sorted by a reference keeps the same order', async () => {
    for (const ordering of ['planta', '-department']) {
      const field = ordering.replace(/^-/, '') as 'planta' | 'department';
      const res = await api({ method: 'POST', url: 'usuarios/exportar/?format=csv', payload: { id__in: state.ids, ordering }, lang: 'en' });
      expect(res.statusCode).toBe(200);
      const lines = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).slice(1);
      expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(expected(state.rows.map((r) => ({ id: r.id, ref: r[field] })), state.names, ordering.startsWith('-')));
    }
  });
});

describe('loans sorted by borrower and vehicles by owner (a user: first name, then last name)', () => {
  // Created out of full-name order: by first name alone (and id) the owners of "Srtana" would read Zeta before Alfa.
  const people = [
    ['Srtana', 'Zeta'],
    ['Srtbruno', 'Alfa'],
    ['Srtana', 'Alfa'],
    ['Srtana', 'Alfa'],
    ['Srtan', 'Zeta'],
  ];
  const state = { names: new Map<number, string[]>(), users: [] as number[], loans: [] as { id: number; ref: number | null }[], vehicles: [] as { id: number; ref: number | null }[] };

  beforeAll(async () => {
    for (const [name, lastName] of people) {
      const id = await addOwner(signedIn.t, name, lastName);
      state.users.push(id);
      state.names.set(id, [name, lastName]);
    }
    const plant = await firstPlant(signedIn.t);
    // Rotating through the users (and "none" for vehicles) interleaves each user's rows with the others' by id.
    for (let i = 0; i < 12; i++) {
      const usuario = state.users[(i * 2) % state.users.length];
      const [loan] = await db().insert(prestamos)
        .values({ usuario, destino: MARK, fecha_salida: new Date('2026-12-01T08:00:00Z'), fecha_regreso: new Date('2026-12-02T08:00:00Z') })
        .returning({ id: prestamos.id });
      state.loans.push({ id: loan.id, ref: usuario });
      const vehicle = await created('vehiculos/', vehicleBody(plant.id));
      const owner = [...state.users, null][i % (state.users.length + 1)];
      await db().update(vehiculos).set({ owner }).where(eq(vehiculos.id, vehicle.id));
      state.vehicles.push({ id: vehicle.id, ref: owner });
    }
  });

  const declarations = { prestamos: loans, vehiculos: vehicles };
  const lists = [
    ['prestamos', 'usuario', () => state.loans],
    ['vehiculos', 'owner', () => state.vehicles],
  ] as const;

  it.each(lists.flatMap(([base, field, rows]) => [[base, field, rows], [base, `-${field}`, rows]] as const))('%s ordering=%s: full name, then id, across pages', async (base, ordering, rows) => {
    const ids = rows().map((r) => r.id);
    const want = expected(rows(), state.names, ordering.startsWith('-'));
    expect(await allPages(base, { id__in: ids, ordering })).toEqual(want);
    expect(await allPages(base, { id__in: ids, ordering }, 5)).toEqual(want);
    // Pinned by hand as well: Srtan, then Srtana Alfa (the twins' rows interleaved by id), Srtana Zeta, Srtbruno, none.
    const [zeta, bruno, twinA, twinB, srtan] = state.users;
    const of = (...users: (number | null)[]) => rows().filter((r) => users.includes(r.ref)).map((r) => r.id);
    const ascending = [...of(srtan), ...of(twinA, twinB), ...of(zeta), ...of(bruno), ...of(null)];
    expect(want).toEqual(ordering.startsWith('-') ? ascending.reverse() : ascending);
    expect(of(twinA, twinB)).not.toEqual([...of(twinA), ...of(twinB)]);
  });

  it('vehicles without an owner come last ascending and first descending', async () => {
    const ids = state.vehicles.map((r) => r.id);
    const none = state.vehicles.filter((r) => r.ref === null).map((r) => r.id);
    expect(none.length).toBeGreaterThan(1);
    expect((await allPages('vehiculos', { id__in: ids, ordering: 'owner' }, 4)).slice(-none.length)).toEqual(none);
    expect((await allPages('vehiculos', { id__in: ids, ordering: '-owner' }, 4)).slice(0, none.length)).toEqual([...none].reverse());
  });

  it('an export sorted by borrower or owner keeps that order and reads the full name', async () => {
    for (const [base, field, rows] of lists) {
      for (const ordering of [field, `-${field}`]) {
        const res = await api({ method: 'POST', url: `${base}/exportar/?format=csv`, payload: { id__in: rows().map((r) => r.id), ordering }, lang: 'en' });
        expect(res.statusCode).toBe(200);
        const lines = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).slice(1);
        const column = declarations[base].exportColumns.findIndex((c) => c.field === field);
        const cells = lines.map((line) => line.split(','));
        expect(cells.map((cell) => Number(cell[0]))).toEqual(expected(rows(), state.names, ordering.startsWith('-')));
        const fullName = new Map(rows().map((r) => [r.id, r.ref === null ? '' : state.names.get(r.ref)!.join(' ')]));
        expect(cells.map((cell) => cell[column])).toEqual(cells.map((cell) => fullName.get(Number(cell[0]))));
      }
    }
  });
});
