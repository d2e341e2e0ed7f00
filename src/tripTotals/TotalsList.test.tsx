import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TestAdmin } from '../../test/client/TestAdmin';
import { screenWidth } from '../../test/client/screenWidth';
import { monthKey } from './period';
import { DriverTotals, PassengerTotals } from './TotalsList';
import { until } from '../../test/client/until';

const drivers = [
  { id: 7, conductor: 'Juan Pérez', trips: 18, km: 412.5, points: 480, cancellations: 1, no_shows: 2 },
  { id: 8, conductor: 'Rosa Díaz', trips: 3, km: 60, points: 90, cancellations: 0, no_shows: 0 },
];
const passengers = [{ id: 21, usuario: 'Ana López', rides: 12, km: 210, points: 300, cancellations: 2, no_shows: 1 }];

const provider = () => ({
  getList: vi.fn(async (resource: string) => (resource === 'viajes/conductores' ? { data: drivers, total: 2 } : { data: passengers, total: 1 })),
  exportList: vi.fn(async () => ({ blob: new Blob(['x']), filename: 'viajes-por-conductor.xlsx' })),
});

/** Where the app went: the path and the trips list's filter a row carried. */
const Where = () => {
  const location = useLocation();
  return <output aria-label="address">{decodeURIComponent(location.pathname + location.search)}</output>;
};

const renderTotals = (groups: string[], screenOf = <DriverTotals />, resource = 'viajes/conductores', path = `/${resource}`) => {
  const dataProvider = provider();
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin groups={groups} resource={resource} dataProvider={dataProvider as never}>
        <Routes>
          <Route path={`/${resource}`} element={screenOf} />
          <Route path="*" element={<Where />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  return { dataProvider, actor: userEvent.setup() };
};

const thisMonth = () => {
  const now = new Date();
  return { from: new Date(now.getFullYear(), now.getMonth(), 1), to: new Date(now.getFullYear(), now.getMonth() + 1, 0, 23, 59, 59, 999) };
};

describe('TotalsList', () => {
  it('counts this month per driver by default, sorted by name, with every total', async () => {
    const { dataProvider } = renderTotals(['C4']);
    const row = (await screen.findByRole('link', { name: 'Juan Pérez' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Juan Pérez', '18', '412.5', '480', '1', '2']);
    for (const name of ['Conductor', 'Viajes', 'Km', 'Puntos', 'Cancelaciones', 'Pasajeros ausentes']) expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    const { from, to } = thisMonth();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'viajes/conductores',
      expect.objectContaining({ sort: { field: 'conductor', order: 'ASC' }, filter: { fecha_salida__gte: from.toISOString(), fecha_salida__lte: to.toISOString() } }),
    );
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveTextContent(new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric' }).format(from));
    expect(screen.getByRole('status')).toHaveTextContent(/^Periodo: del 01-\d\d-\d{4} al \d\d-\d\d-\d{4}$/);
    // Read only for everyone: export, no create, no boxes.
    expect(screen.getByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('opened without a month (its address names only the page size) counts this month, and its month field names it', async () => {
    const { dataProvider } = renderTotals(['C4'], <DriverTotals />, 'viajes/conductores', '/viajes/conductores?perPage=10');
    await screen.findByRole('link', { name: 'Juan Pérez' });
    const { from, to } = thisMonth();
    expect(dataProvider.getList).toHaveBeenCalledWith('viajes/conductores', expect.objectContaining({ filter: { fecha_salida__gte: from.toISOString(), fecha_salida__lte: to.toISOString() } }));
    expect(screen.getByRole('combobox', { name: 'Mes' })).toHaveTextContent(new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric' }).format(from));
  });

  it('asks for another month when one is picked, sorts on the server, and a driver’s row opens that driver’s trips of the period', async () => {
    const { dataProvider, actor } = renderTotals(['Administrador']);
    await screen.findByRole('link', { name: 'Juan Pérez' });
    const now = new Date();
    const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    await actor.click(screen.getByRole('combobox', { name: 'Mes' }));
    // No option shows words its accessible name lacks (WCAG 2.5.3): react-admin names the clearing one "Borrar valor".
    for (const option of screen.getAllByRole('option')) expect(option.getAttribute('aria-label') ?? option.textContent).toContain(option.textContent?.trim());
    await actor.click(screen.getByRole('option', { name: new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric' }).format(previous) }));
    const last = new Date(previous.getFullYear(), previous.getMonth() + 1, 0);
    await until(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'viajes/conductores',
        expect.objectContaining({ filter: { fecha_salida__gte: previous.toISOString(), fecha_salida__lte: new Date(last.getFullYear(), last.getMonth(), last.getDate(), 23, 59, 59, 999).toISOString() } }),
      ),
    );
    await actor.click(within(screen.getByRole('columnheader', { name: /Km/ })).getByRole('button'));
    await until(() => expect(dataProvider.getList).toHaveBeenLastCalledWith('viajes/conductores', expect.objectContaining({ sort: { field: 'km', order: 'ASC' } })));

    await actor.click(await screen.findByRole('link', { name: 'Juan Pérez' }));
    const month = monthKey(previous);
    const day = String(last.getDate()).padStart(2, '0');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      `/viajes?filter={"conductor":7,"fecha_salida__gte":"${month}-01","fecha_salida__lte":"${month}-${day}","status__in":[2]}`,
    );
  });

  it('per passenger: rides instead of trips, and a row opens that passenger’s finalized rides of the period', async () => {
    const { dataProvider, actor } = renderTotals(['HHRR Administrador'], <PassengerTotals />, 'viajes/ocupantes');
    const row = (await screen.findByRole('link', { name: 'Ana López' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Ana López', '12', '210', '300', '2', '1']);
    expect(screen.getByRole('columnheader', { name: /Ausencias/ })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('viajes/ocupantes', expect.objectContaining({ sort: { field: 'usuario', order: 'ASC' } }));
    await actor.click(within(row).getAllByRole('cell')[2]);
    const { from, to } = thisMonth();
    const day = (date: Date) => `${monthKey(date)}-${String(date.getDate()).padStart(2, '0')}`;
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      `/viajes/ocupantes/21?filter={"fecha_salida__gte":"${day(from)}","fecha_salida__lte":"${day(to)}","status__in":[2]}`,
    );
  });

  it('a row of a plant’s totals opens that plant’s trips only, as it counted them', async () => {
    const dataProvider = {
      ...provider(),
      getMany: vi.fn(async () => ({ data: [{ id: 3, name: 'Planta Norte' }] })),
    };
    render(
      <MemoryRouter initialEntries={[`/viajes/conductores?${new URLSearchParams({ filter: JSON.stringify({ mes: '2026-03', planta: 3 }) })}`]}>
        <TestAdmin groups={['C4']} resource="viajes/conductores" dataProvider={dataProvider as never}>
          <Routes>
            <Route path="/viajes/conductores" element={<DriverTotals />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>,
    );
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Rosa Díaz' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/viajes?filter={"conductor":8,"fecha_salida__gte":"2026-03-01","fecha_salida__lte":"2026-03-31","planta":3,"status__in":[2]}',
    );
  });

  it('shows a card per driver on a phone with the counts in words', async () => {
    screenWidth(390);
    renderTotals(['C4']);
    expect(await screen.findByText('18 viajes · 412.5 km · 480 puntos')).toBeInTheDocument();
  });
});
