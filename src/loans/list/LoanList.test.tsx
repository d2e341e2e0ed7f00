import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { json, mockFetch, signIn } from '../../../test/client/fetchMock';
import { addFilter } from '../../../test/client/filters';
import { dataProvider as realDataProvider } from '../../providers/dataProvider';
import { i18nProvider } from '../../providers/i18nProvider';
import type { LoanListView } from '../loanPaths';
import { departureBounds } from './LoanDayBounds';
import { notBeforeFrom } from './LoanFilters';
import { LoanList } from './LoanList';

const loans = [
  { id: 12, usuario: 5, planta: 3, destino: 'Monterrey', motivo: 'Visita a cliente', fecha_salida: '2026-03-02T15:00:00Z', fecha_regreso: '2026-03-03T23:00:00Z', status: 7, vehiculo: 9, created_at: '2026-02-20T10:00:00Z' },
  { id: 13, usuario: 5, planta: null, destino: 'Saltillo', motivo: 'Auditoría', fecha_salida: '2026-03-05T15:00:00Z', fecha_regreso: '2026-03-06T23:00:00Z', status: 0, vehiculo: null, created_at: '2026-02-21T10:00:00Z' },
];

const references: Record<string, object[]> = {
  usuarios: [{ id: 5, name: 'Ana', last_name: 'López Pérez' }],
  plantas: [
    { id: 3, name: 'Planta Norte' },
    { id: 4, name: 'Planta Sur' },
  ],
  vehiculos: [{ id: 9, matricula: 'NL-12-345' }],
};

const fakeProvider = (rows = loans) => ({
  // The screen asks for every plant as it opens (their names drawn with the rows).
  getList: vi.fn(async (resource: string, _params?: { filter?: Record<string, unknown> }) => (resource === 'plantas' ? { data: references.plantas, total: references.plantas.length } : { data: rows, total: rows.length })),
  getMany: vi.fn(async (resource: string) => ({ data: references[resource] ?? [] })),
});

/** Where the app is, as a user would see it in the address bar. */
const Location = () => <output aria-label="location">{useLocation().pathname}</output>;

const PATHS: Record<LoanListView, string> = { applications: '/solicitudes', trips: '/viajes_fleet/viajes' };

const renderList = (view: LoanListView = 'applications', provider: object = fakeProvider(), groups = ['Administrador']) => {
  render(
    <TestAdmin groups={groups} dataProvider={provider as never} path={PATHS[view]}>
      <LoanList view={view} />
      <Location />
    </TestAdmin>,
  );
  return provider as ReturnType<typeof fakeProvider>;
};

// The suite's wait (test/client/setup.ts) covers the first drawing of the whole list kit on a busy machine.
const rowOf = async (id: number) => (await screen.findByRole('link', { name: `#${id}` })).closest('tr')!;

describe('LoanList', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('applications: open requests (0, 7), soonest departure first, under its own title and tab', async () => {
    const provider = renderList('applications');
    await rowOf(12);
    expect(provider.getList).toHaveBeenCalledWith('prestamos', expect.objectContaining({ filter: { status__in: [0, 7] }, sort: { field: 'fecha_salida', order: 'ASC' } }));
    expect(screen.getByRole('tab', { name: 'Solicitudes de préstamo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Viajes de flota' })).toHaveAttribute('href', '/viajes_fleet/viajes');
  });

  it('trips: loans under way (2, 4, 6), latest departure first', async () => {
    const provider = renderList('trips');
    await rowOf(12);
    expect(provider.getList).toHaveBeenCalledWith('prestamos', expect.objectContaining({ filter: { status__in: [2, 4, 6] }, sort: { field: 'fecha_salida', order: 'DESC' } }));
    expect(screen.getByRole('tab', { name: 'Viajes de flota' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Solicitudes de préstamo' })).toHaveAttribute('href', '/solicitudes');
  });

  it('sends the view as POST prestamos/q/ {status__in, ordering}', async () => {
    signIn();
    const fetched = mockFetch(() => json({ count: 2, next: null, previous: null, results: loans }));
    renderList('applications', { ...fakeProvider(), getList: realDataProvider.getList });
    await rowOf(12);
    expect(fetched.calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/prestamos/q/?page=1&limit=25', body: { status__in: [0, 7], ordering: 'fecha_salida' } }));
  });

  it('lets the reader clear the status filter to see every loan', async () => {
    const provider = renderList('trips');
    await rowOf(12);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Quitar este filtro' }));
    await waitFor(() => expect(provider.getList).toHaveBeenLastCalledWith('prestamos', expect.objectContaining({ filter: {} })));
  });

  it('shows number, requester by name, plant, destination, dates, status chip and plate linking to the vehicle', async () => {
    renderList();
    const assigned = await rowOf(12);
    expect(await within(assigned).findByRole('link', { name: 'Ana López Pérez' })).toHaveAttribute('href', '/usuarios/5');
    expect(await within(assigned).findByRole('link', { name: 'Planta Norte' })).toBeInTheDocument();
    expect(within(assigned).getByText('Monterrey')).toBeInTheDocument();
    expect(within(assigned).getByText('Aprobado por el administrador')).toBeInTheDocument();
    expect(await within(assigned).findByRole('link', { name: 'NL-12-345' })).toHaveAttribute('href', '/vehiculos/NL-12-345');

    const waiting = await rowOf(13);
    expect(within(waiting).getByText('Solicitud')).toBeInTheDocument();
    expect(await within(waiting).findByText('Sin asignar')).toBeInTheDocument();

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'Solicitante', 'Planta', 'Destino', 'Salida', 'Regreso', 'Estatus', 'Vehículo']);
    // No boxes (no bulk action on loans) and no create: requests come from the phone app.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
  });

  it('draws the plant names with the rows from one call for every plant, not a lookup per row', async () => {
    const rows = [
      { ...loans[0], id: 31, planta: 3 },
      { ...loans[0], id: 32, planta: 4 },
      { ...loans[0], id: 33, planta: 3 },
    ] as typeof loans;
    const provider = fakeProvider(rows);
    const plantsAnswer = Promise.resolve({ data: references.plantas, total: 2 });
    // The rows come after the plants, as the small call answers first in the app.
    provider.getList.mockImplementation(async (resource: string) => (resource === 'plantas' ? plantsAnswer : plantsAnswer.then(() => ({ data: rows, total: 3 }))));
    renderList('applications', provider);
    expect(within(await rowOf(31)).getByRole('link', { name: 'Planta Norte' })).toHaveAttribute('href', '/plantas/3/show');
    expect(within(await rowOf(32)).getByRole('link', { name: 'Planta Sur' })).toBeInTheDocument();
    expect(within(await rowOf(33)).getByRole('link', { name: 'Planta Norte' })).toBeInTheDocument();
    expect(provider.getList.mock.calls.filter(([resource]) => resource === 'plantas')).toHaveLength(1);
    expect(provider.getMany).not.toHaveBeenCalledWith('plantas', expect.anything());
  });

  it('opens /viajes_fleet/viajes/<id> from the row', async () => {
    renderList();
    const row = await rowOf(12);
    const user = userEvent.setup();
    await user.click(within(row).getByText('Monterrey'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/viajes_fleet/viajes/12'));
  });

  it('reaches a row with Tab and opens it with Enter', async () => {
    renderList('trips', fakeProvider(), ['C4']);
    const link = await screen.findByRole('link', { name: '#13' });
    expect(link).toHaveAttribute('href', '/viajes_fleet/viajes/13');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/viajes_fleet/viajes/13'));
  });

  it("says when the view is empty, and that requests come from the phone app", async () => {
    renderList('applications', fakeProvider([]));
    expect(await screen.findByText('No hay solicitudes de préstamo abiertas. Las solicitudes llegan desde la aplicación móvil.')).toBeInTheDocument();
  });

  it('speaks English when the interface does', async () => {
    await i18nProvider.changeLocale('en');
    renderList();
    const row = await rowOf(13);
    expect(within(row).getByText('Application')).toBeInTheDocument();
    expect(await within(row).findByText('Not assigned')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ID', 'Requester', 'Plant', 'Destination', 'Departure', 'Return', 'Status', 'Vehicle']);
    expect(screen.getByRole('tab', { name: 'Loan requests' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fleet trips' })).toBeInTheDocument();
  });

  it('checks the departure range, and checks its end again when the start changes', async () => {
    const provider = renderList('trips');
    await rowOf(12);
    const user = userEvent.setup();
    await addFilter(user, 'Salida desde');
    await addFilter(user, 'Salida hasta');
    /** The pickers in filter order, typed dd-MM-yyyy as the field shows it in Spanish. */
    const typeDay = async (index: number, digits: string) => {
      await user.click((await screen.findAllByRole('spinbutton', { name: 'Día' }))[index]);
      await user.keyboard(digits);
    };
    await typeDay(0, '05032026');
    await typeDay(1, '02032026');
    expect(await screen.findByText('La fecha final no puede ser anterior a la inicial.')).toBeInTheDocument();
    await typeDay(0, '01032026');
    await waitFor(() => expect(screen.queryByText('La fecha final no puede ser anterior a la inicial.')).not.toBeInTheDocument());
    const range = { fecha_salida__gte: new Date(2026, 2, 1).toISOString(), fecha_salida__lte: new Date(2026, 2, 2, 23, 59, 59, 999).toISOString() };
    await waitFor(() => expect(provider.getList).toHaveBeenCalledWith('prestamos', expect.objectContaining({ filter: expect.objectContaining(range) })));
    // The reversed range never reached the server, nor a year half typed (2, 20, 202 on the way to 2026).
    const sent = provider.getList.mock.calls.map(([, params]) => params?.filter);
    expect(sent).not.toContainEqual(expect.objectContaining({ fecha_salida__gte: new Date(2026, 2, 5).toISOString(), fecha_salida__lte: expect.anything() }));
    const typedDays = [new Date(2026, 2, 5).toISOString(), new Date(2026, 2, 1).toISOString()];
    expect(sent.filter((filter) => filter?.fecha_salida__gte !== undefined && !typedDays.includes(filter.fecha_salida__gte as string))).toEqual([]);
  });

  it('says the range is reversed only between two whole days, not while the start is retyped', () => {
    const order = 'resources.prestamos.list.filters.departure_order';
    expect(notBeforeFrom('2026-03-02', { fecha_salida__gte: '2026-03-05' }, {})).toBe(order);
    expect(notBeforeFrom('2026-03-05', { fecha_salida__gte: '2026-03-05' }, {})).toBeUndefined();
    // A partly typed start is stored as "invalid-date", which sorts after every day as text.
    expect(notBeforeFrom('2026-03-02', { fecha_salida__gte: 'invalid-date' }, {})).toBeUndefined();
    expect(notBeforeFrom('invalid-date', { fecha_salida__gte: '2026-03-05' }, {})).toBeUndefined();
    expect(notBeforeFrom(null, { fecha_salida__gte: '2026-03-05' }, {})).toBeUndefined();
  });

  it('widens the departure days to the whole local days, both included', () => {
    const bounds = departureBounds({ fecha_salida__gte: '2026-03-02', fecha_salida__lte: '2026-03-03', status__in: [0] });
    expect(bounds).toEqual({ fecha_salida__gte: new Date(2026, 2, 2).toISOString(), fecha_salida__lte: new Date(2026, 2, 3, 23, 59, 59, 999).toISOString(), status__in: [0] });
  });

  it('asks for no day still being typed, and for no end before the start, whatever the form lets through', () => {
    expect(departureBounds({ fecha_salida__gte: 'invalid-date', fecha_salida__lte: '2026-03-03' })).toEqual({ fecha_salida__lte: new Date(2026, 2, 3, 23, 59, 59, 999).toISOString() });
    expect(departureBounds({ fecha_salida__gte: '2026-03-05', fecha_salida__lte: 'invalid-date' })).toEqual({ fecha_salida__gte: new Date(2026, 2, 5).toISOString() });
    expect(departureBounds({ fecha_salida__gte: '2026-03-05', fecha_salida__lte: '2026-03-02', q: 'x' })).toEqual({ fecha_salida__gte: new Date(2026, 2, 5).toISOString(), q: 'x' });
  });

  it('shows a card per loan on a phone: requester, destination and departure, status; a tap opens it', async () => {
    const matchMedia = window.matchMedia;
    // A 390 px screen for MUI's useMediaQuery (jsdom has no matchMedia): "down sm" matches.
    window.matchMedia = ((query: string) => ({ matches: /max-width/.test(query), media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined })) as never;
    try {
      renderList();
      const card = (await screen.findByText(/^Monterrey ·/)).closest<HTMLElement>('[role="button"], a')!;
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      // Both views' tabs share the width, in short words, rather than one hiding behind a scroll arrow.
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Solicitudes', 'Viajes']);
      for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveClass('MuiTab-fullWidth');
      expect(await within(card).findByText('Ana López Pérez')).toBeInTheDocument();
      expect(within(card).getByText('Aprobado por el administrador')).toBeInTheDocument();
      // The departure wraps whole, never at its hyphens.
      expect(within(card).getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/)).toHaveStyle({ whiteSpace: 'nowrap' });
      await userEvent.click(card);
      await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/viajes_fleet/viajes/12'));
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
