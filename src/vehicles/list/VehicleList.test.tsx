import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, signIn } from '../../../test/client/fetchMock';
import { addFilter } from '../../../test/client/filters';
import { dataProvider as realDataProvider } from '../../providers/dataProvider';
import { i18nProvider } from '../../providers/i18nProvider';
import { eachVehicleListTest, fakeProvider, plants, renderList, rowOf, vehicles } from './vehicleListTestKit';

/** The vehicle list: its columns, rows, views, year range, who gets what, and the phone's cards. Bulk actions: VehicleBulkActions.test.tsx. */

/** The list with its model year range's two filters shown: their boxes, "from" then "to". */
const openYearRange = async () => {
  const provider = renderList();
  await rowOf('NL-12-345');
  const user = userEvent.setup();
  const box = async (name: string) => {
    await addFilter(user, name);
    return screen.findByRole('spinbutton', { name }, { timeout: 3000 });
  };
  return { provider, user, from: await box('Año desde'), to: await box('Año hasta') };
};

describe('VehicleList', () => {
  eachVehicleListTest();

  it('shows photo, plate, vehicle, year, modulo, plant, owner by name, status and worst document state', async () => {
    const provider = renderList();
    const fleet = await rowOf('NL-12-345');
    expect(within(fleet).getByText('Nissan Versa')).toBeInTheDocument();
    expect(within(fleet).getByText('2022')).toBeInTheDocument();
    expect(within(fleet).getByText('Flotilla')).toBeInTheDocument();
    expect(await within(fleet).findByRole('link', { name: 'Planta Norte' })).toBeInTheDocument();
    expect(within(fleet).getByText('Activo')).toBeInTheDocument();
    expect(within(fleet).getByText('Por vencer')).toBeInTheDocument();
    expect(await within(fleet).findByRole('img', { name: 'Foto frontal del vehículo NL-12-345' })).toHaveAttribute('src', 'blob:photo');

    const transport = await rowOf('XYZ9876');
    expect(within(transport).getByText('Transporte')).toBeInTheDocument();
    expect(await within(transport).findByRole('link', { name: 'Ana López Pérez' })).toHaveAttribute('href', '/usuarios/5');
    expect(within(transport).getByText('Pendiente')).toBeInTheDocument();
    expect(within(transport).getByText('Sin documentos')).toBeInTheDocument();
    // No photo: an icon says so and nothing is downloaded for it.
    expect(within(transport).getByRole('img', { name: 'Sin foto' })).toBeInTheDocument();
    expect(provider.getFile).toHaveBeenCalledTimes(1);
    expect(provider.getFile).toHaveBeenCalledWith('vehiculos', 1, 'imagen1');

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Foto', 'Matrícula', 'Marca y modelo', 'Año', 'Módulo', 'Planta', 'Propietario', 'Estatus', 'Documentos']);
    expect(provider.getList).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ sort: { field: 'matricula', order: 'ASC' }, pagination: { page: 1, perPage: 25 } }));
  });

  it('draws the plant names with the rows from one call for every plant, not a lookup per row', async () => {
    const rows = [
      { ...vehicles[0], id: 1, matricula: 'AAA-001', planta: 3 },
      { ...vehicles[0], id: 2, matricula: 'AAA-002', planta: 4 },
      { ...vehicles[0], id: 3, matricula: 'AAA-003', planta: 3 },
    ] as typeof vehicles;
    const provider = fakeProvider();
    const plantsAnswer = Promise.resolve({ data: plants, total: plants.length });
    // The rows come after the plants, as the small call answers first in the app.
    provider.getList.mockImplementation(async (resource: string) => (resource === 'plantas' ? plantsAnswer : plantsAnswer.then(() => ({ data: rows, total: 3 }))));
    renderList(['Administrador'], provider);
    const first = await rowOf('AAA-001');
    expect(within(first).getByRole('link', { name: 'Planta Norte' })).toHaveAttribute('href', '/plantas/3/show');
    expect(within(screen.getByRole('link', { name: 'AAA-002' }).closest('tr')!).getByRole('link', { name: 'Planta Sur' })).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'AAA-003' }).closest('tr')!).getByRole('link', { name: 'Planta Norte' })).toBeInTheDocument();
    expect(provider.getList.mock.calls.filter(([resource]) => resource === 'plantas')).toHaveLength(1);
    expect(provider.getMany).not.toHaveBeenCalledWith('plantas', expect.anything());
  });

  it('opens /vehiculos/<plate> from the row, with the mouse and with the keyboard', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: 'NL-12-345' });
    expect(link).toHaveAttribute('href', '/vehiculos/NL-12-345');
    const user = userEvent.setup();
    await user.click(within(link.closest('tr')!).getByText('Nissan Versa'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/vehiculos/NL-12-345'));
  });

  it('reaches a row with Tab and opens it with Enter', async () => {
    renderList(['C4']);
    const link = await screen.findByRole('link', { name: 'XYZ9876' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/vehiculos/XYZ9876'));
  });

  it('the lendable view asks for fleet vehicles that are active, and says how many each view holds', async () => {
    const provider = renderList();
    await rowOf('NL-12-345');
    const tab = screen.getByRole('tab', { name: /Disponibles para préstamo/ });
    await waitFor(() => expect(tab).toHaveTextContent('2'));
    expect(provider.getList).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ filter: { status: 3, modulo: 1 }, pagination: { page: 1, perPage: 1 } }));
    await userEvent.click(tab);
    await waitFor(() =>
      expect(provider.getList).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ filter: { status: 3, modulo: 1 }, pagination: { page: 1, perPage: 25 } })),
    );
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: /Solicitudes pendientes/ }));
    await waitFor(() => expect(provider.getList).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ filter: { status: 0 }, pagination: { page: 1, perPage: 25 } })));
    await userEvent.click(screen.getByRole('tab', { name: 'Todos' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true'));
    expect(provider.getList).toHaveBeenLastCalledWith('vehiculos', expect.objectContaining({ filter: {} }));
  });

  it('sends the lendable view as POST vehiculos/q/ {status: 3, modulo: 1}', async () => {
    signIn();
    const fetched = mockFetch(() => json({ count: 2, next: null, previous: null, results: vehicles }));
    renderList(['Administrador'], { ...fakeProvider(), getList: realDataProvider.getList });
    await rowOf('NL-12-345');
    await userEvent.click(screen.getByRole('tab', { name: /Disponibles para préstamo/ }));
    await waitFor(() =>
      expect(fetched.calls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/vehiculos/q/?page=1&limit=25', body: { status: 3, modulo: 1, ordering: 'matricula' } })),
    );
  });

  it('checks the year range before filtering: whole years, not before the first one', async () => {
    const { provider, user, from, to } = await openYearRange();
    await user.type(from, '2020.5');
    expect(await screen.findByText('Ingrese un número entero válido.')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2020');
    await user.type(to, '2018');
    expect(await screen.findByText('Debe ser igual o posterior al año inicial.')).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '2024');
    // The filter form sends after its debounce.
    await waitFor(() => expect(provider.getList).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ filter: { year__gte: 2020, year__lte: 2024 } })), { timeout: 5000 });
    // The invalid values never reached the server (the valid range, typed later, did).
    const sent = provider.getList.mock.calls.map(([, params]) => params.filter);
    expect(sent).not.toContainEqual(expect.objectContaining({ year__gte: 2020.5 }));
    expect(sent).not.toContainEqual(expect.objectContaining({ year__lte: 2018 }));
  });

  it('checks the last year again when the first one changes: fixing it clears the message and filters by the range', async () => {
    const { provider, user, from, to } = await openYearRange();
    await user.type(from, '2020');
    await user.type(to, '2018');
    expect(await screen.findByText('Debe ser igual o posterior al año inicial.')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2015');
    await waitFor(() => expect(provider.getList).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ filter: { year__gte: 2015, year__lte: 2018 } })), { timeout: 5000 });
    expect(screen.queryByText('Debe ser igual o posterior al año inicial.')).not.toBeInTheDocument();
  });

  it.each([['HHRR Administrador'], ['C4']])('gives %s no bulk buttons, boxes or create', async (group) => {
    renderList([group]);
    await rowOf('NL-12-345');
    expect(await screen.findByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /liberar|activar|eliminar/i })).not.toBeInTheDocument();
  });

  it('gives an admin create at /vehiculos/agregar and row boxes', async () => {
    renderList();
    expect(await screen.findByRole('link', { name: /crear/i })).toHaveAttribute('href', '/vehiculos/agregar');
    expect((await screen.findAllByRole('checkbox')).length).toBeGreaterThan(0);
  });

  it('with no vehicles at all, says so and leads create to /vehiculos/agregar', async () => {
    renderList(['Administrador'], { ...fakeProvider(), getList: vi.fn(async () => ({ data: [], total: 0 })) });
    expect(await screen.findByText('Aún no hay vehículos registrados.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /crear/i })).toHaveAttribute('href', '/vehiculos/agregar');
  });

  it('speaks English when the interface does', async () => {
    await i18nProvider.changeLocale('en');
    renderList();
    const fleet = await rowOf('NL-12-345');
    expect(within(fleet).getByText('Fleet')).toBeInTheDocument();
    expect(within(fleet).getByText('Active')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Photo', 'Licence plate', 'Brand and model', 'Year', 'Module', 'Plant', 'Owner', 'Status', 'Documents']);
    expect(screen.getByRole('tab', { name: /Available to lend/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pending requests/ })).toBeInTheDocument();
  });

  it('shows a card per vehicle on a phone: photo, plate, vehicle and year, status; a tap opens it', async () => {
    const matchMedia = window.matchMedia;
    // A 390 px screen for MUI's useMediaQuery (jsdom has no matchMedia): "down sm" matches.
    window.matchMedia = ((query: string) => ({ matches: /max-width/.test(query), media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined })) as never;
    try {
      renderList();
      const card = (await screen.findByText('NL-12-345', {}, { timeout: 5000 })).closest<HTMLElement>('[role="button"]')!;
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      // The three views' tabs share the width, in short words, rather than hiding behind scroll arrows.
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual(['Pendientes', 'Disponibles', 'Todos']);
      for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveClass('MuiTab-fullWidth');
      expect(within(card).getByText('Nissan Versa 2022')).toBeInTheDocument();
      expect(within(card).getByText('Activo')).toBeInTheDocument();
      expect(await within(card).findByRole('img', { name: 'Foto frontal del vehículo NL-12-345' })).toBeInTheDocument();
      await userEvent.click(card);
      await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/vehiculos/NL-12-345'));
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
