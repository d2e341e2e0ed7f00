import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../../test/client/TestAdmin';
import { screenWidth } from '../../test/client/screenWidth';
import { occupants } from '../trips/show/tripFixtures';
import { PassengerRides } from './PassengerRides';
import { until } from '../../test/client/until';

const rides = occupants.map((occupant) => ({ ...occupant, usuario: 21 }));

const dataProvider = () => ({
  getOne: vi.fn(async () => ({ data: { id: 21, name: 'Ana', last_name: 'López' } })),
  getList: vi.fn(async () => ({ data: rides, total: rides.length })),
  getMany: vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: ids.map((id) => ({ id, fecha_salida: '2026-03-10T07:30:00' })) })),
});

const renderRides = (provider: ReturnType<typeof dataProvider>, address = '/viajes/ocupantes/21') =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <TestAdmin groups={['C4']} dataProvider={provider as never}>
        <Routes>
          <Route path="/viajes/ocupantes/:id" element={<PassengerRides />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );

describe('PassengerRides', () => {
  it('lists one passenger’s rides newest first, each with its trip, departure, state and points', async () => {
    const provider = dataProvider();
    // Where the layout's app bar draws a screen's title.
    const titleBar = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'react-admin-title' }));
    renderRides(provider);
    await until(() => expect(titleBar).toHaveTextContent('Viajes de Ana López'));
    expect(provider.getList).toHaveBeenCalledWith('detalle_viaje', expect.objectContaining({ filter: { usuario: '21' }, sort: { field: 'id', order: 'DESC' } }));
    const first = screen.getAllByRole('link', { name: '#12' })[0];
    expect(first).toHaveAttribute('href', '/viajes/12/show');
    const row = first.closest('tr')!;
    expect(row).toHaveTextContent('A bordo');
    expect(await screen.findAllByText('10-03-2026 07:30 AM')).toHaveLength(3);
    expect(screen.getByText('No se presentó')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a los totales' })).toBeInTheDocument();
    titleBar.remove();
  });

  it('opened from a totals row, asks for the rides of its days (as instants) and states, and shows those filters', async () => {
    const provider = dataProvider();
    const filter = { fecha_salida__gte: '2026-03-01', fecha_salida__lte: '2026-03-31', status__in: [2] };
    renderRides(provider, `/viajes/ocupantes/21?${new URLSearchParams({ filter: JSON.stringify(filter) })}`);
    await until(() =>
      expect(provider.getList).toHaveBeenCalledWith(
        'detalle_viaje',
        expect.objectContaining({
          filter: { usuario: '21', status__in: [2], fecha_salida__gte: new Date(2026, 2, 1).toISOString(), fecha_salida__lte: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString() },
        }),
      ),
    );
    expect(await screen.findByRole('group', { name: 'Salida desde' })).toHaveTextContent('01-03-2026');
    expect(screen.getByRole('group', { name: 'Salida hasta' })).toHaveTextContent('31-03-2026');
    expect(screen.getByRole('combobox', { name: 'Estatus' })).toHaveTextContent('Finalizado');
  });

  it('shows a card per ride on a phone, one control opening the trip with no link inside it', async () => {
    screenWidth(390);
    renderRides(dataProvider());
    const cards = (await screen.findAllByText('#12')).map((title) => title.closest('[role="button"], a')!);
    expect(cards[0]).toHaveTextContent('A bordo');
    for (const card of cards) expect(card.querySelectorAll('a, button, [role="button"]')).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
