import { EXPIRY_KINDS } from '../../../domain/expiry';
import { ACTIVE_STATUS } from '../../../domain/status';
import { tarjeta_gasolina, tarjeta_tag } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { allRows, dateCards, expectedRows, todayOf, type ExpiryRow } from './expiryRows';

/**
 * vencimientos/ (issue #35): the expiry centre against the records it reads, on the demo data. The
 * demo's vehicle documents and licences carry every state; its cards get dates here (the demo's
 * have none): fuel cards expired 10 days ago, today, in 30 days (the last expiring day), in 31
 * days (not listed) and an inactive one expired (not listed); toll tags expired yesterday and in 15 days.
 */
const { t, as } = roleTestApp();
let fuel: number[];
let tags: number[];
beforeAll(async () => {
  fuel = await dateCards(t, tarjeta_gasolina, [{ offset: -10 }, { offset: 0 }, { offset: 30 }, { offset: 31 }, { offset: -5, status: ACTIVE_STATUS.inactive }]);
  tags = await dateCards(t, tarjeta_tag, [{ offset: -1 }, { offset: 15 }]);
});

const get = (url: string) => as.c4({ url, lang: 'en' });
const sorted = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
const withoutOwner = ({ owner_name: _owner, ...row }: ExpiryRow) => row;

describe('contents', () => {
  it('lists exactly the vehicle documents and licences in state 3 or 4 and the active cards their date makes so, with days left', async () => {
    const expected = await expectedRows(t);
    const rows = await allRows(get);
    expect(rows.map(withoutOwner).sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
    // Every kind and both states are there, so the comparison above covers each branch.
    expect(EXPIRY_KINDS.filter((kind) => !rows.some((row) => row.kind === kind))).toEqual([]);
    expect([...new Set(rows.map((row) => row.status))].sort()).toEqual([3, 4]);
    expect(rows.every((row) => (row.status === 4) === row.days_left < 0)).toBe(true);
  });

  it('gives cards the state of their date: expired before today, expiring from today to 30 days on, inactive ones not at all', async () => {
    const cards = (await allRows(get, 'kind__in=tarjeta_gasolina,tarjeta_tag')).map((row) => [row.id, row.status, row.days_left, row.planta]);
    expect(cards.sort()).toEqual(
      [
        [`tarjeta_gasolina-${fuel[0]}`, 4, -10, null],
        [`tarjeta_gasolina-${fuel[1]}`, 3, 0, null],
        [`tarjeta_gasolina-${fuel[2]}`, 3, 30, null],
        [`tarjeta_tag-${tags[0]}`, 4, -1, null],
        [`tarjeta_tag-${tags[1]}`, 3, 15, null],
      ].sort(),
    );
  });

  it("names a transport vehicle's owner, links each row to its record and answers today's date in days left", async () => {
    const rows = await allRows(get);
    const owned = rows.find((row) => row.owner_name !== null);
    expect(owned?.kind).toMatch(/^(permiso_circulacion|seguro|verificacion)$/);
    const licence = rows.find((row) => row.kind === 'licencia')!;
    expect(licence.id).toBe(`licencia-${licence.record}`);
    const vehicle = rows.find((row) => row.kind === 'seguro')!;
    expect(vehicle.record).toBe(vehicle.name);
    expect(todayOf(t)).toMatch(/^\d{4}-\d\d-\d\d$/);
  });
});

describe('filters', () => {
  it('keeps one plant (cards have none), one kind or several, one state, a date range and a search', async () => {
    const expected = await expectedRows(t);
    const plant = expected.find((row) => row.kind === 'licencia' && row.planta !== null)!.planta!;
    expect(sorted(await allRows(get, `planta=${plant}`))).toEqual(sorted(expected.filter((row) => row.planta === plant)));
    expect(sorted(await allRows(get, 'kind=seguro'))).toEqual(sorted(expected.filter((row) => row.kind === 'seguro')));
    expect(sorted(await allRows(get, 'kind__in=licencia,verificacion'))).toEqual(sorted(expected.filter((row) => row.kind === 'licencia' || row.kind === 'verificacion')));
    expect(sorted(await allRows(get, 'status=3'))).toEqual(sorted(expected.filter((row) => row.status === 3)));
    expect(sorted(await allRows(get, `status=4&planta=${plant}&kind=licencia`))).toEqual(
      sorted(expected.filter((row) => row.status === 4 && row.planta === plant && row.kind === 'licencia')),
    );
    const { vencimiento } = expected.find((row) => row.kind === 'licencia')!;
    expect(sorted(await allRows(get, `vencimiento__gte=${vencimiento}&vencimiento__lte=${vencimiento}`))).toEqual(
      sorted(expected.filter((row) => row.vencimiento === vencimiento)),
    );
    const plate = expected.find((row) => row.kind === 'verificacion')!.name;
    const found = await allRows(get, `search=${encodeURIComponent(plate.toLowerCase())}`);
    expect(found.map((row) => row.name)).toContain(plate);
  });

  it('takes the filters in a q/ body too, and refuses unknown keys and wrong values field by field', async () => {
    const res = await as.admin({ method: 'POST', url: 'vencimientos/q/?limit=5', payload: { kind: ['seguro', 'licencia'], status: 4 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.every((row: ExpiryRow) => ['seguro', 'licencia'].includes(row.kind) && row.status === 4)).toBe(true);
    const refused = await as.admin({ method: 'POST', url: 'vencimientos/q/', payload: { planta: 'x', vencimiento__gte: 'soon', owner: 1, kind__regex: 'a' } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json()).sort()).toEqual(['kind__regex', 'owner', 'planta', 'vencimiento__gte']);
  });
});

describe('ordering', () => {
  const ids = (rows: ExpiryRow[]) => rows.map((row) => row.id);
  it('is soonest first by default, and by days left, kind or name either way', async () => {
    const rows = await allRows(get);
    const byDate = [...rows].sort((a, b) => a.vencimiento.localeCompare(b.vencimiento) || a.id.localeCompare(b.id, 'en', { sensitivity: 'variant' }));
    expect(rows.map((row) => row.vencimiento)).toEqual(byDate.map((row) => row.vencimiento));
    const firstPage = (await get('vencimientos/?limit=10')).json();
    expect(ids(firstPage.results)).toEqual(ids(rows.slice(0, 10)));
    expect(firstPage.count).toBe(rows.length);
    const descending = await allRows(get, 'ordering=-days_left');
    expect(descending.map((row) => row.days_left)).toEqual(rows.map((row) => row.days_left).sort((a, b) => b - a));
    const byKind = await allRows(get, 'ordering=kind');
    expect(byKind.map((row) => row.kind)).toEqual([...rows.map((row) => row.kind)].sort());
    const byName = await allRows(get, 'ordering=-name');
    expect(new Set(ids(byName))).toEqual(new Set(ids(rows)));
    expect(byName[0].name.localeCompare(byName.at(-1)!.name, 'es')).toBeGreaterThan(0);
  });

  it('pages without repeating or skipping a row', async () => {
    const rows = await allRows(get);
    const paged: ExpiryRow[] = [];
    for (let page = 1; page <= Math.ceil(rows.length / 7); page++) paged.push(...(await get(`vencimientos/?limit=7&page=${page}`)).json().results);
    expect(ids(paged)).toEqual(ids(rows));
  });
});

describe('export and roles', () => {
  it("exports the filtered rows with headers and words in the caller's language", async () => {
    const es = await as.rh({ url: 'vencimientos/exportar/?format=csv&kind=tarjeta_tag', lang: 'es' });
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-disposition']).toMatch(/filename="vencimientos-\d{8}-\d{4}\.csv"/);
    const lines = es.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Documento,Titular,Propietario,Planta,Vencimiento,Días restantes,Estado');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 1).concat(line.split(',').slice(5)))).toEqual([
      ['Tarjeta TAG', '-1', 'Vencido'],
      ['Tarjeta TAG', '15', 'Por vencer'],
    ]);
    const en = await as.admin({ method: 'POST', url: 'vencimientos/exportar/?format=csv', payload: { kind: 'licencia', status: 4 }, lang: 'en' });
    expect(en.headers['content-disposition']).toMatch(/filename="expiries-\d{8}-\d{4}\.csv"/);
    const [header, first] = en.body.slice(1).trim().split('\r\n');
    expect(header).toBe('Document,Holder,Owner,Plant,Expiry date,Days left,Status');
    expect(first).toMatch(/^Driving licence,[^,]+,,[^,]*,\d\d\/\d\d\/\d{4},-\d+,Expired$/);
  });

  it('is read and exported by every back-office group, written by none, and refused to an app session', async () => {
    for (const role of ['admin', 'rh', 'c4'] as const) {
      for (const url of ['vencimientos/?limit=1', 'vencimientos/exportar/?format=csv&kind=tarjeta_tag']) expect([role, url, (await as[role]({ url })).statusCode]).toEqual([role, url, 200]);
    }
    const served = t.app.apiRoutes.filter((r) => r.url.startsWith('/api/vencimientos/') && r.method !== 'HEAD').map((r) => `${r.method} ${r.url.slice(5)}`);
    expect(served.sort()).toEqual(['GET vencimientos/', 'GET vencimientos/exportar/', 'POST vencimientos/exportar/', 'POST vencimientos/q/']);
    const login = await t.call({ method: 'POST', url: 'auth/login/', payload: { email: 'conductor@flotilla.mx', password: 'flotilla' }, ip: '10.35.0.1', headers: { 'user-type': 'app' } });
    expect((await t.call({ token: login.json().access, url: 'vencimientos/' })).statusCode).toBe(403);
    expect((await t.call({ url: 'vencimientos/' })).statusCode).toBe(401);
  });
});
