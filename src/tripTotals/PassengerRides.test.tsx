import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../../test/client/TestAdmin';
import { occupants } from '../trips/show/tripFixtures';
import { PassengerRides } from './PassengerRides';

const rides = occupants.map((occupant) => ({ ...occupant, usuario: 21 }));

describe('PassengerRides', () => {
  it('lists one passenger’s rides newest first, each with its trip, departure, state and points', async () => {
    const dataProvider = {
      getOne: vi.fn(async () => ({ data: { id: 21, name: 'Ana', last_name: 'López' } })),
      getList: vi.fn(async () => ({ data: rides, total: rides.length })),
      getMany: vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: ids.map((id) => ({ id, fecha_salida: '2026-03-10T07:30:00' })) })),
    };
    // Where the layout's app bar draws a screen's title.
    const titleBar = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'react-admin-title' }));
    render(
      <MemoryRouter initialEntries={['/viajes/ocupantes/21']}>
        <TestAdmin groups={['C4']} dataProvider={dataProvider as never}>
          <Routes>
            <Route path="/viajes/ocupantes/:id" element={<PassengerRides />} />
          </Routes>
        </TestAdmin>
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(titleBar).toHaveTextContent('Viajes de Ana López'));
    expect(dataProvider.getList).toHaveBeenCalledWith('detalle_viaje', expect.objectContaining({ filter: { usuario: '21' }, sort: { field: 'id', order: 'DESC' } }));
    const first = screen.getAllByRole('link', { name: '#12' })[0];
    expect(first).toHaveAttribute('href', '/viajes/12/show');
    const row = first.closest('tr')!;
    expect(row).toHaveTextContent('A bordo');
    expect(await screen.findAllByText('10-03-2026 07:30 AM')).toHaveLength(3);
    expect(screen.getByText('No se presentó')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a los totales' })).toBeInTheDocument();
    titleBar.remove();
  });
});
