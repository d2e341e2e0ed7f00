import { eq, inArray } from 'drizzle-orm';
import { usuarios, vehiculos } from '../../server/db/schema';
import { signedInTestApp } from './harness';
import { userBody } from './usersHelpers';
import { addOwner, firstPlant, vehicleBody } from './vehiclesHelpers';

/**
 * A list sorted by a reference (server/kit/referenceSort.ts): the order a person sees is the
 * referenced record's label, then the row's id (two records with one label interleave their rows
 * by id), rows without a reference last ascending and first descending; pages neither repeat nor
 * skip a row, with filters and a search, and an export keeps the same order.
 */
const signedIn = signedInTestApp();
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

/** labelOf's order, worked out here: label (none is the largest), then id; descending is its reverse. */
function expected(rows: { id: number; ref: number | null }[], names: Map<number, string>, descending: boolean) {
  const label = (ref: number | null) => (ref === null ? null : names.get(ref)!);
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [label(a.ref), label(b.ref)];
    if (x !== y) return x === null ? 1 : y === null ? -1 : x < y ? -1 : 1;
    return a.id - b.id;
  });
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

describe('vehicles sorted by owner (a user, sorted by first name)', () => {
  it('owners sharing a first name interleave their vehicles by id; vehicles without one last', async () => {
    const plant = await firstPlant(signedIn.t);
    const owners = [await addOwner(signedIn.t, 'Srtbruno'), await addOwner(signedIn.t, 'Srtana'), await addOwner(signedIn.t, 'Srtana')];
    const names = new Map([[owners[0], 'Srtbruno'], [owners[1], 'Srtana'], [owners[2], 'Srtana']]);
    const rows: { id: number; ref: number | null }[] = [];
    for (let i = 0; i < 8; i++) {
      const vehicle = await created('vehiculos/', vehicleBody(plant.id));
      rows.push({ id: vehicle.id, ref: [owners[2], owners[1], owners[0], null][i % 4] });
    }
    for (const row of rows) await db().update(vehiculos).set({ owner: row.ref }).where(eq(vehiculos.id, row.id));
    const ids = rows.map((r) => r.id);
    expect((await db().select({ id: vehiculos.id }).from(vehiculos).where(inArray(vehiculos.id, ids))).length).toBe(8);
    for (const ordering of ['owner', '-owner']) {
      expect(await allPages('vehiculos', { id__in: ids, ordering }, 3)).toEqual(expected(rows, names, ordering.startsWith('-')));
    }
  });
});
