import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { dayFrom as dayOfApp } from './expiryRows';

/**
 * A card's expiry date (tarjeta_gasolina/, tarjeta_tag/ `vencimiento`, issue #35): optional,
 * stored as the day sent, cleared with null, filtered by range, sorted, exported, and what puts an
 * active card in the expiry centre.
 */
const { t, as } = roleTestApp();
let serial = 0;

/** The day `days` after the app's today, yyyy-MM-dd. */
const dayFrom = (days: number) => dayOfApp(t, days);

describe.each(['tarjeta_gasolina', 'tarjeta_tag'] as const)('%s', (base) => {
  const admin = (c: Call) => as.admin({ lang: 'en', ...c });
  const addCard = async (extra: Record<string, unknown> = {}) => {
    const res = await admin({ method: 'POST', url: `${base}/`, payload: { numero: `V-${base}-${++serial}`, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; numero: string; vencimiento: string | null };
  };
  const inCentre = async (id: number) => {
    const rows = (await admin({ url: `vencimientos/?kind=${base}&limit=1000` })).json().results as { id: string; status: number; days_left: number }[];
    return rows.find((row) => row.id === `${base}-${id}`);
  };

  it('takes an optional date, answers it, changes it and clears it with null', async () => {
    expect((await addCard()).vencimiento).toBeNull();
    const card = await addCard({ vencimiento: '2031-05-20T10:00:00-06:00' });
    expect(card.vencimiento).toBe('2031-05-20');
    expect((await admin({ url: `${base}/${card.id}/` })).json().vencimiento).toBe('2031-05-20');
    expect((await admin({ method: 'PATCH', url: `${base}/${card.id}/`, payload: { vencimiento: '2031-06-01' } })).json().vencimiento).toBe('2031-06-01');
    expect((await admin({ method: 'PATCH', url: `${base}/${card.id}/`, payload: { vencimiento: null } })).json().vencimiento).toBeNull();
  });

  it('refuses a date it cannot read or out of range as a field error, changing nothing', async () => {
    const card = await addCard({ vencimiento: '2031-05-20' });
    for (const vencimiento of ['mañana', '0000-01-01', '2031-02-30']) {
      const res = await admin({ method: 'PATCH', url: `${base}/${card.id}/`, payload: { vencimiento } });
      expect([vencimiento, res.statusCode, Object.keys(res.json())]).toEqual([vencimiento, 400, ['vencimiento']]);
    }
    expect((await admin({ url: `${base}/${card.id}/` })).json().vencimiento).toBe('2031-05-20');
  });

  it('filters by a range of dates and sorts by date', async () => {
    const early = await addCard({ vencimiento: '2040-01-10', proveedor: 'Rango' });
    const late = await addCard({ vencimiento: '2040-03-10', proveedor: 'Rango' });
    await addCard({ vencimiento: '2041-01-01', proveedor: 'Rango' });
    const ids = async (query: string) => (await admin({ url: `${base}/?proveedor=Rango&${query}` })).json().results.map((r: { id: number }) => r.id);
    expect(await ids('vencimiento__gte=2040-01-01&vencimiento__lte=2040-12-31&ordering=-vencimiento')).toEqual([late.id, early.id]);
    expect(await ids('vencimiento__lte=2040-01-10')).toEqual([early.id]);
  });

  it('exports the date in the caller\'s date format', async () => {
    const card = await addCard({ vencimiento: '2031-05-20' });
    const res = await as.admin({ url: `${base}/exportar/?format=csv&search=${card.numero}`, lang: 'es' });
    const [header, row] = res.body.slice(1).trim().split('\r\n');
    expect(header.split(',')).toContain('Vencimiento');
    expect(row.split(',')).toContain('20-05-2031');
  });

  it('puts an active card in the expiry centre within 30 days of its date or past it, and takes it out when the date moves or it is deactivated', async () => {
    const card = await addCard({ vencimiento: dayFrom(30) });
    expect(await inCentre(card.id)).toMatchObject({ status: 3, days_left: 30 });
    await admin({ method: 'PATCH', url: `${base}/${card.id}/`, payload: { vencimiento: dayFrom(-2) } });
    expect(await inCentre(card.id)).toMatchObject({ status: 4, days_left: -2 });
    await admin({ method: 'PATCH', url: `${base}/${card.id}/`, payload: { status: 0 } });
    expect(await inCentre(card.id)).toBeUndefined();
    await admin({ method: 'PATCH', url: `${base}/${card.id}/`, payload: { status: 1, vencimiento: dayFrom(31) } });
    expect(await inCentre(card.id)).toBeUndefined();
  });
});
