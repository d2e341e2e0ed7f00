import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { screenWidth } from '../../../test/client/screenWidth';
import { finishedTrip, tripProvider } from '../show/tripFixtures';
import { tripsFilteredPath } from '../tripPaths';
import { TripList } from './TripList';

const trips = [finishedTrip, { ...finishedTrip, id: 13, status: 0, tipo: 1, distance: 0, fecha_salida: '2026-03-11T17:00:00' }];

const renderList = (groups: string[], path = '/viajes') => {
  const dataProvider = tripProvider(finishedTrip, { getList: vi.fn(async () => ({ data: trips, total: 2 })), exportList: vi.fn() });
  render(
    <TestAdmin groups={groups} resource="viajes" dataProvider={dataProvider as never} path={path}>
      <TripList />
    </TestAdmin>,
  );
  return dataProvider;
};

describe('TripList', () => {
  it('lists the trips latest first with number, route, driver, plant, type and state chips, and exports; nothing to create or select', async () => {
    const dataProvider = renderList(['Administrador']);
    const row = (await screen.findByRole('link', { name: '#12' })).closest('tr')!;
    expect(row).toHaveTextContent('10-03-2026 07:30 AM');
    expect(await within(row).findByText('Ruta Cumbres')).toBeInTheDocument();
    expect(within(row).getByText('Juan Pérez')).toBeInTheDocument();
    expect(within(row).getByText('Hacia la empresa')).toBeInTheDocument();
    expect(within(row).getByText('Finalizado')).toBeInTheDocument();
    expect(within(row).getByText('24.35')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: '#13' }).closest('tr')!;
    expect(within(other).getByText('Programado')).toBeInTheDocument();
    expect(within(other).getByText('Desde la empresa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#12' })).toHaveAttribute('href', '/viajes/12/show');
    expect(dataProvider.getList).toHaveBeenCalledWith('viajes', expect.objectContaining({ sort: { field: 'fecha_salida', order: 'DESC' } }));
    expect(screen.getByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('opens on the driver and days in its address, and asks for the days as the local instants they span', async () => {
    const dataProvider = renderList(['C4'], tripsFilteredPath({ conductor: 7, fecha_salida__gte: '2026-03-01', fecha_salida__lte: '2026-03-31' }));
    await screen.findByRole('link', { name: '#12' });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'viajes',
      expect.objectContaining({
        filter: { conductor: 7, fecha_salida__gte: new Date(2026, 2, 1).toISOString(), fecha_salida__lte: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString() },
      }),
    );
    // The form shows them: the driver by name, the days in the SPEC §9 format.
    expect(await screen.findByRole('combobox', { name: 'Conductor' })).toHaveValue('Juan Pérez');
    expect(screen.getByRole('group', { name: 'Salida desde' })).toHaveTextContent('01-03-2026');
  });

  it('offers the state, type, route, plant, driver and day filters', async () => {
    renderList(['C4']);
    const actor = userEvent.setup();
    await screen.findByRole('link', { name: '#12' });
    await actor.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    const menu = screen.getByRole('menu');
    for (const name of ['Salida desde', 'Salida hasta', 'Estatus', 'Tipo', 'Ruta', 'Planta', 'Conductor']) {
      expect(within(menu).getByRole('menuitemcheckbox', { name })).toBeInTheDocument();
    }
  });

  it('shows a card per trip on a phone: number and route, driver and departure, state', async () => {
    screenWidth(390);
    renderList(['C4']);
    const card = (await screen.findByText(/#12 ·/)).closest('a')!;
    expect(card).toHaveAttribute('href', '/viajes/12/show');
    expect(await within(card).findByText('Ruta Cumbres')).toBeInTheDocument();
    expect(within(card).getByText('Finalizado')).toBeInTheDocument();
    expect(within(card).getByText('10-03-2026 07:30 AM')).toBeInTheDocument();
  });
});
