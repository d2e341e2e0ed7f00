import { eq, sql } from 'drizzle-orm';
import { vehiculos } from '../../../server/db/schema';
import { firstPlant, roleTestApp } from '../support/roleApp';
import { addOwner, nextSerial, vehicleCalls } from './vehiclesHelpers';

/** docs/API.md "Vehicles": the vehiculos/ lists (filters, search, ordering, the restricted list) and their export. */
const { t, tokens, plant } = roleTestApp();

const { c4, create } = vehicleCalls(() => t, () => tokens, () => plant.id);

describe('lists: filters, search, ordering and the restricted list', () => {
  it('POST vehiculos/q/ {status: 3, modulo: 1} lists the fleet vehicles that can be lent, paged', async () => {
    await create();
    await create();
    await create({ modulo: 0, owner: await addOwner(t) });
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM vehiculos WHERE status = 3 AND modulo = 1`)).rows;
    expect(n).toBeGreaterThanOrEqual(2);
    const page1 = (await c4({ method: 'POST', url: 'vehiculos/q/?page=1&limit=1', payload: { status: 3, modulo: 1 } })).json();
    expect([page1.count, page1.results.length, page1.next, page1.previous]).toEqual([n, 1, 2, null]);
    const page2 = (await c4({ method: 'POST', url: 'vehiculos/q/?page=2&limit=1', payload: { status: 3, modulo: 1 } })).json();
    expect([page2.previous, page2.results[0].id === page1.results[0].id]).toEqual([1, false]);
    const all = (await c4({ method: 'POST', url: 'vehiculos/q/?limit=1000', payload: { status: 3, modulo: 1 } })).json();
    for (const v of all.results) expect([v.status, v.modulo]).toEqual([3, 1]);
  });

  it('filters by year range, document state, gasoline, transmission, plant, owner and dates; searches; sorts on every column', async () => {
    const owner = await addOwner(t);
    const a = await create({ year: 2019, gasoline_type: 4, transmission: 1, brand: 'Tesla', model: 'Modelo Único', numero_de_serie: nextSerial() });
    const b = await create({ modulo: 0, owner, year: 2021, registration_date: '2021-03-04' });
    await t.database.db.update(vehiculos).set({ seguro_status: 4, permiso_circulacion_status: 1 }).where(eq(vehiculos.id, a.id));
    const ids = async (payload: Record<string, unknown>) =>
      ((await c4({ method: 'POST', url: 'vehiculos/q/?limit=1000', payload })).json().results as { id: number }[]).map((v) => v.id);
    const count = async (where: ReturnType<typeof sql>) => Number((await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM vehiculos WHERE ${where}`)).rows[0].n);

    expect(await ids({ year__gte: 2019, year__lte: 2019, brand: undefined })).toContain(a.id);
    expect((await ids({ year__gte: 2020, year__lte: 2021 })).length).toBe(await count(sql`year BETWEEN 2020 AND 2021`));
    expect(await ids({ year__gte: 2020 })).not.toContain(a.id);
    expect(await ids({ documentos_status: 4 })).toContain(a.id);
    expect((await ids({ documentos_status: 4 })).length).toBe(await count(sql`documentos_status = 4`));
    expect(await ids({ gasoline_type: 4, transmission: 1, id: a.id })).toEqual([a.id]);
    expect(await ids({ owner })).toEqual([b.id]);
    expect(await ids({ planta: plant.id, id__in: [a.id, b.id] })).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids({ registration_date: '2021-03-04', id: b.id })).toEqual([b.id]);
    expect(await ids({ created_at__gte: new Date(Date.now() + 86_400_000).toISOString() })).toEqual([]);
    expect(await ids({ matricula: a.matricula })).toEqual([a.id]);
    expect(await ids({ search: 'modelo único' })).toEqual([a.id]);
    expect(await ids({ search: a.numero_de_serie.slice(5).toLowerCase() })).toEqual([a.id]);
    expect(await ids({ search: b.matricula.toLowerCase() })).toEqual([b.id]);
    const listed = await c4({ url: `vehiculos/?gasoline_type=4&transmission=1&limit=1000` });
    expect(listed.json().results.map((v: { id: number }) => v.id)).toContain(a.id);

    for (const field of ['id', 'matricula', 'modulo', 'owner', 'planta', 'brand', 'model', 'year', 'color', 'gasoline_type', 'transmission', 'registration_date', 'status', 'documentos_status', 'created_at']) {
      for (const ordering of [field, `-${field}`]) expect([ordering, (await c4({ url: `vehiculos/?ordering=${ordering}&limit=5` })).statusCode]).toEqual([ordering, 200]);
    }
    const byYear = (await c4({ url: 'vehiculos/?ordering=-year&limit=1000' })).json().results.map((v: { year: number }) => v.year);
    expect(byYear).toEqual([...byYear].sort((x, y) => y - x));
  });
});

describe('export', () => {
  it('exports the filtered list with every column, labels and dates in the caller\'s language', async () => {
    const owner = await addOwner(t, 'Rosa', 'Méndez Ibarra');
    const plant = await firstPlant(t);
    const v = await create({ modulo: 0, owner, gasoline_type: 1, transmission: 1, registration_date: '2023-05-06', numero_de_serie: nextSerial() });
    await t.database.db.update(vehiculos).set({ seguro_vencimiento: '2030-01-31', seguro_status: 1 }).where(eq(vehiculos.id, v.id));
    const es = await c4({ url: `vehiculos/exportar/?format=csv&id=${v.id}` });
    expect(es.statusCode).toBe(200);
    const [head, row] = es.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(head).toBe(
      'ID,Matrícula,Módulo,Propietario,Planta,Marca,Modelo,Año,Color,Tipo de combustible,Transmisión,Fecha de registro,Estatus,Número de serie,' +
        'Vencimiento del permiso de circulación,Estado del permiso de circulación,Vencimiento del seguro,Estado del seguro,' +
        'Vencimiento de la verificación,Estado de la verificación,Creado',
    );
    const cells = row.split(',');
    expect(cells.slice(0, 17)).toEqual([
      String(v.id), v.matricula, 'Transporte', 'Rosa Méndez Ibarra', plant.name, 'Nissan', 'Versa', String(v.year), 'Blanco', 'Diésel', 'Manual', '06-05-2023', 'Pendiente',
      v.numero_de_serie, '', '', '31-01-2030',
    ]);
    expect(cells[17]).toBe('Aceptado');
    const en = await c4({ method: 'POST', url: 'vehiculos/exportar/?format=csv', payload: { id: v.id }, lang: 'en' });
    const [enHead, enRow] = en.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(enHead.split(',').slice(0, 4)).toEqual(['ID', 'Licence plate', 'Module', 'Owner']);
    expect(enRow.split(',').slice(9, 13)).toEqual(['Diesel', 'Manual', '05/06/2023', 'Pending']);
    const xlsx = await c4({ url: `vehiculos/exportar/?status=3&modulo=1` });
    expect([xlsx.statusCode, xlsx.headers['content-type']]).toEqual([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });
});
