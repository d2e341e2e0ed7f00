import { render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../../test/client/TestAdmin';
import { RouteShow } from './RouteShow';

const plants = [{ id: 3, name: 'Planta Norte', latitude: 25.75, longitude: -100.2 }];
const route = {
  id: 7, name: 'Ruta Cumbres', origin: 'Cumbres', destination: 'Planta Norte', planta: 3, tipo: 1, days: [1, 3, 5], departure_time: '15:30', status: 1, length_km: 21.4,
  path: [{ lat: 25.73, lng: -100.4 }, { lat: 25.74, lng: -100.3 }, { lat: 25.75, lng: -100.2 }],
  created_at: '2026-03-07T15:04:05Z', updated_at: '2026-03-07T15:04:05Z',
};

const getOne = async () => ({ data: route });
const getMany = async () => ({ data: plants });
const collectionRead = async () => ({ data: { tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Tiles', max_zoom: 19 } });
/** The route's history as GET rutas/7/history/ answers it, newest first (server/kit/history.ts editHistory). */
const at = '2026-03-09T10:00:00';
const step = (id: number, action: string, extra: Record<string, unknown> = {}) => ({ id, action, field: null, from_state: null, to_state: null, reason: '', at, user_id: 1, user_name: 'Ana Martínez', ...extra });
const history = [
  step(4, 'status', { field: 'status', from_state: 1, to_state: 0 }),
  step(3, 'coordinates'),
  step(2, 'update', { reason: 'name, days' }),
  step(1, 'create'),
];
const getRecordList = vi.fn(async () => ({ data: history, total: history.length }));

const renderShow = (groups: string[]) =>
  render(
    <TestAdmin groups={groups} resource="rutas" path="/rutas/7/show" dataProvider={{ getOne, getMany, collectionRead, getRecordList } as never}>
      <Routes>
        <Route path="/rutas/:id/show" element={<RouteShow />} />
      </Routes>
    </TestAdmin>,
  );

describe('RouteShow', () => {
  it("shows the route's details and draws its path with its origin, destination and plant", async () => {
    renderShow(['Administrador']);
    const details = await screen.findByRole('region', { name: 'Datos de la ruta' });
    expect(await within(details).findByText('Desde la empresa')).toBeInTheDocument();
    expect(within(details).getByText('Lunes, miércoles y viernes')).toBeInTheDocument();
    expect(within(details).getByText('15:30')).toBeInTheDocument();
    expect(within(details).getByText('21.4 km')).toBeInTheDocument();
    const map = await screen.findByRole('region', { name: 'Mapa de la ruta Ruta Cumbres' });
    await waitFor(() =>
      expect(within(map).getAllByRole('img').map((drawn) => drawn.getAttribute('aria-label'))).toEqual(
        expect.arrayContaining(['Ruta Cumbres', 'Origen: Cumbres', 'Destino: Planta Norte', 'Planta Norte']),
      ),
    );
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
  });

  it('shows its history, newest first: disabled, path redrawn, edited naming the fields, created', async () => {
    renderShow(['C4']);
    const list = await screen.findByRole('list', { name: 'Historial' });
    expect(getRecordList).toHaveBeenCalledWith('rutas', 7, 'history', expect.objectContaining({ page: 1 }));
    const lines = within(list).getAllByRole('listitem').map((item) => [...item.querySelectorAll('p')].map((p) => p.textContent).join(' / '));
    expect(lines).toEqual([
      'Cambio de estatus / Estatus: Activo → Inactivo / 09-03-2026 10:00 AM · Ana Martínez',
      'Trazo modificado / 09-03-2026 10:00 AM · Ana Martínez',
      'Ruta modificada / Cambios: Nombre, Días / 09-03-2026 10:00 AM · Ana Martínez',
      'Ruta creada / 09-03-2026 10:00 AM · Ana Martínez',
    ]);
  });

  it('offers C4 no edit or delete', async () => {
    renderShow(['C4']);
    await screen.findByRole('region', { name: 'Datos de la ruta' });
    await screen.findByRole('region', { name: 'Mapa de la ruta Ruta Cumbres' });
    // The toolbar has drawn what C4 may use (the way back to the list), and nothing else.
    expect(await screen.findByRole('link', { name: 'Lista' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });
});
