import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TestAdmin } from '../../test/client/TestAdmin';
import { GROUPS } from '../../domain/roles';
import { afterFirstAnswer, holdUntilFirstAnswer } from '../providers/firstAnswer';
import { clearSession, saveSession } from '../providers/session';
import { Home } from './Home';
import type { FigureAnswer, FiguresAnswer, TrendsAnswer } from './homeReads';

const PLANTS = [
  { id: 1, name: 'Planta Norte' },
  { id: 2, name: 'Planta Sur' },
];

const figure = (key: FigureAnswer['key'], count: number, filter: Record<string, unknown> = {}, count_exact = true, link = filter): FigureAnswer => ({
  key,
  count,
  count_exact,
  filter,
  link,
});

/** GET inicio/ as the server answers an administrator: Sur (2) has other numbers than every plant. */
const figuresOf = (planta: number | null): FiguresAnswer => ({
  planta,
  generated_at: '2026-03-14T15:00:00.000Z',
  figures:
    planta === 2
      ? [figure('loans_awaiting', 1, { planta: 2 }), figure('vehicles_available', 4, { modulo: 1, status: 3, planta: 2 }), figure('trip_requests_waiting', 2, { status: 0, planta: 2 })]
      : [
          figure('loans_awaiting', 3),
          figure('vehicles_available', 12, { modulo: 1, status: 3 }),
          figure('trips_today', 1, { fecha_salida__gte: '2026-03-14T06:00:00.000Z', fecha_salida__lte: '2026-03-15T05:59:59.999Z', status__in: [0, 1, 2] }, true, {
            fecha_salida__gte: '2026-03-14',
            fecha_salida__lte: '2026-03-14',
            status__in: [0, 1, 2],
          }),
          figure('points_month', 1250, { fecha_salida__gte: '2026-03-01T06:00:00.000Z', fecha_salida__lte: '2026-04-01T05:59:59.999Z' }, true, { mes: '2026-03' }),
          figure('documents_expired', 10_000, { status: 4 }, false),
        ],
});

const TRENDS: TrendsAnswer = {
  planta: null,
  generated_at: '2026-03-14T15:00:00.000Z',
  months: [
    { mes: '2026-02', loans: 5, trips: 40, km: 812.5, incidents: 1 },
    { mes: '2026-03', loans: 7, trips: 52, km: 1234, incidents: 0 },
  ],
};

/** The data provider's GET inicio/ and inicio/tendencias/ (collectionRead) and the plants' list. */
const reads = (figures: (planta: number | null) => Promise<FiguresAnswer> = async (planta) => figuresOf(planta)) => ({
  collectionRead: vi.fn(async (_resource: string, action?: string, query?: { planta?: number }) => ({
    data: action === 'tendencias' ? TRENDS : await figures(query?.planta ?? null),
  })),
  getList: vi.fn(async () => ({ data: PLANTS, total: PLANTS.length })),
});

/** Home that a button mounts afresh, in the same admin (and store): as on coming back to it. */
const Remountable = () => {
  const [mount, setMount] = useState(0);
  return (
    <>
      <button onClick={() => setMount(mount + 1)}>volver al inicio</button>
      <Home key={mount} />
    </>
  );
};

const renderHome = (dataProvider: ReturnType<typeof reads>, groups: string[] = [GROUPS.admin]) =>
  render(
    <TestAdmin groups={groups} dataProvider={dataProvider as never}>
      <Remountable />
    </TestAdmin>,
  );

const link = (name: string) => screen.findByRole('link', { name });
const filterOf = (href: string | null) => JSON.parse(new URL(href!, 'http://x').searchParams.get('filter')!) as unknown;

beforeEach(() => {
  saveSession({
    email: 'ana@flotilla.mx', rol: GROUPS.admin, roles: [GROUPS.admin], nombre: 'Ana', id: 3, access: 'a', refresh: 'r', remember: false, language: 'es',
    websockets_token: '', accessExpiresAt: Date.now() + 60_000, refreshExpiresAt: Date.now() + 120_000,
  });
});
afterEach(() => clearSession());

describe('Home', () => {
  it('lets the bell and realtime go once its figures have answered', async () => {
    holdUntilFirstAnswer(); // as a page load with a stored session does
    let released = false;
    void afterFirstAnswer().then(() => (released = true));
    let answer: (value: FiguresAnswer) => void = () => undefined;
    renderHome(reads(() => new Promise((resolve) => (answer = resolve))));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeInTheDocument();
    await act(async () => undefined);
    expect(released).toBe(false);
    act(() => answer(figuresOf(null)));
    await link('3 Solicitudes de préstamo por decidir');
    // Well before the 3 s a screen without answers would otherwise hold them.
    await waitFor(() => expect(released).toBe(true), { timeout: 1000 });
  });

  it('shows each figure it is given, in its section, as a link to its list filtered as it was counted', async () => {
    renderHome(reads());
    const loans = await link('3 Solicitudes de préstamo por decidir');
    expect(loans.getAttribute('href')).toBe('/viajes_fleet/solicitudes?filter=%7B%7D');
    const available = await link('12 Vehículos disponibles');
    expect(available.getAttribute('href')!.startsWith('/vehiculos?filter=')).toBe(true);
    expect(filterOf(available.getAttribute('href'))).toEqual({ modulo: 1, status: 3 });
    // The screen's own filter (days), not the API's instants: the trips list reads days from its address.
    expect(filterOf((await link('1 Viaje hoy')).getAttribute('href'))).toEqual({ fecha_salida__gte: '2026-03-14', fecha_salida__lte: '2026-03-14', status__in: [0, 1, 2] });
    expect(filterOf((await link('1,250 Puntos acreditados este mes')).getAttribute('href'))).toEqual({ mes: '2026-03' });
    expect((await link('1,250 Puntos acreditados este mes')).getAttribute('href')!.startsWith('/viajes/conductores?filter=')).toBe(true);
    // Past the list's count cap, as the list's pager says "more than".
    expect((await link('10,000+ Documentos vencidos')).getAttribute('href')!.startsWith('/vencimientos?filter=')).toBe(true);
    const fleet = screen.getByRole('region', { name: 'Flota' });
    expect(within(fleet).getAllByRole('link').map((a) => a.textContent)).toEqual(['12 Vehículos disponibles']);
  });

  it('draws, while its figures are read, their sections and words where the answer will put them, with grey numbers', async () => {
    let answer: (value: FiguresAnswer) => void = () => undefined;
    renderHome(reads(() => new Promise((resolve) => (answer = resolve))));
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando las cifras…');
    const headings = () => screen.getAllByRole('heading', { level: 3, hidden: true }).map((h) => h.textContent);
    expect(headings()).toEqual(['Préstamos', 'Flota', 'Documentos', 'Transporte de personal', 'Seguridad']);
    expect(screen.getByText('Vehículos disponibles')).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { hidden: true }).filter((a) => a.closest('section'))).toHaveLength(0);
    act(() => answer({ ...figuresOf(null), figures: [...figuresOf(null).figures, figure('alerts_active', 2)] }));
    await link('12 Vehículos disponibles');
    expect(headings()).toEqual(['Préstamos', 'Flota', 'Documentos', 'Transporte de personal', 'Seguridad']);
  });

  it('hides the figures the answer leaves out, and a section left with none', async () => {
    renderHome(reads());
    await link('3 Solicitudes de préstamo por decidir');
    expect(screen.queryByRole('link', { name: /Vehículos prestados/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Alertas activas/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Seguridad' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Préstamos', 'Flota', 'Documentos', 'Transporte de personal']);
  });

  it('says so when its group has no figure to show', async () => {
    renderHome(reads(async (planta) => ({ ...figuresOf(planta), figures: [] })));
    expect(await screen.findByText('Con su rol no hay cifras que mostrar.')).toBeInTheDocument();
  });

  it('counts the plant chosen and remembers it on coming back', async () => {
    const dataProvider = reads();
    renderHome(dataProvider);
    await link('3 Solicitudes de préstamo por decidir');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Planta' }), 'Planta Sur');
    await link('1 Solicitud de préstamo por decidir');
    expect(dataProvider.collectionRead).toHaveBeenCalledWith('inicio', undefined, { planta: 2 });
    expect(screen.queryByRole('link', { name: /Viaje hoy/ })).toBeNull();
    // Trip requests are counted for the plant too (their requesters'), linking to the plant's pending ones.
    expect(filterOf((await link('2 Solicitudes de viaje pendientes')).getAttribute('href'))).toEqual({ status: 0, planta: 2 });
    expect(screen.queryByText(/Todas las plantas»/)).toBeNull();

    dataProvider.collectionRead.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'volver al inicio' }));
    await link('1 Solicitud de préstamo por decidir');
    expect(screen.getByRole('combobox', { name: 'Planta' })).toHaveValue('2');
    expect(dataProvider.collectionRead).not.toHaveBeenCalledWith('inicio', undefined, undefined);
  });

  it('says the figures could not be read and reads them again on Reintentar', async () => {
    let fail = true;
    // react-admin's data provider logs each failed call.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHome(
      reads(async (planta) => {
        if (fail) throw Object.assign(new Error('Bad Request'), { status: 400 });
        return figuresOf(planta);
      }),
    );
    expect(await screen.findByText('No se pudieron cargar las cifras.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await link('3 Solicitudes de préstamo por decidir');
    expect(screen.queryByText('No se pudieron cargar las cifras.')).toBeNull();
    logged.mockRestore();
  });

  it('draws the twelve months as charts once opened, each with a table of its values by month as SPEC §9 writes dates, and remembers it', async () => {
    const dataProvider = reads();
    renderHome(dataProvider);
    expect(await screen.findByRole('heading', { level: 2, name: 'Los últimos doce meses' })).toBeInTheDocument();
    await link('3 Solicitudes de préstamo por decidir');
    // Folded at first: neither the months nor the charting library are asked for.
    expect(dataProvider.collectionRead).not.toHaveBeenCalledWith('inicio', 'tendencias', undefined);
    const show = screen.getByRole('button', { name: 'Ver las tendencias' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const km = await screen.findByRole('table', { name: 'Kilómetros recorridos' });
    expect(within(km).getAllByRole('row').map((row) => row.textContent)).toEqual(['MesKilómetros recorridos', '02-2026812.5', '03-20261,234']);
    for (const title of ['Préstamos solicitados', 'Viajes realizados', 'Incidencias registradas']) {
      expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Ocultar las tendencias' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'volver al inicio' }));
    expect(await screen.findByRole('table', { name: 'Kilómetros recorridos' })).toBeInTheDocument();
  });
});
