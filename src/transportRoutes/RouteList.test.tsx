import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../test/client/TestAdmin';
import { RouteList } from './RouteList';

const plants = [{ id: 3, name: 'Planta Norte', latitude: 25.75, longitude: -100.2 }];
const routes = [
  { id: 1, name: 'Ruta Cumbres', origin: 'Cumbres', destination: 'Planta Norte', planta: 3, tipo: 0, days: [1, 2, 3, 4, 5], departure_time: '06:30', length_km: 18.25, status: 1 },
  { id: 2, name: 'Ruta Sur', origin: 'Contry', destination: 'Planta Norte', planta: 3, tipo: 1, days: [6, 7], departure_time: '15:00', length_km: 9.5, status: 0 },
];
const paths: Record<number, { lat: number; lng: number }[]> = {
  1: [{ lat: 25.73, lng: -100.4 }, { lat: 25.75, lng: -100.2 }],
  2: [{ lat: 25.63, lng: -100.28 }, { lat: 25.75, lng: -100.2 }],
};

const getList = vi.fn(async (resource: string) => (resource === 'plantas' ? { data: plants, total: 1 } : { data: routes, total: 2 }));
const getMany = vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({ data: (resource === 'plantas' ? plants : routes).filter((r) => ids.includes(r.id)) }));
const recordAction = vi.fn(async (_resource: string, id: number) => ({ data: paths[id] }));
const collectionRead = async () => ({ data: { tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Tiles', max_zoom: 19 } });

const renderList = (groups: string[]) =>
  render(
    <TestAdmin groups={groups} resource="rutas" dataProvider={{ getList, getMany, recordAction, collectionRead } as never}>
      <RouteList />
    </TestAdmin>,
  );

/** The map beside the table and the lines it draws, by their names. */
const map = () => screen.getByRole('region', { name: 'Mapa de las rutas' });
const lines = () => within(map()).queryAllByRole('img').map((line) => line.getAttribute('aria-label'));

describe('RouteList', () => {
  beforeEach(() => {
    getList.mockClear();
    recordAction.mockClear();
  });

  it('lists routes with their plant, type, days, time and length, sorted by name', async () => {
    renderList(['Administrador']);
    const cumbres = (await screen.findByText('Ruta Cumbres')).closest('tr')!;
    expect(within(cumbres).getByText('Planta Norte')).toBeInTheDocument();
    expect(within(cumbres).getByText('Hacia la empresa')).toBeInTheDocument();
    expect(within(cumbres).getByText('Lunes a viernes')).toBeInTheDocument();
    expect(within(cumbres).getByText('06:30')).toBeInTheDocument();
    expect(within(cumbres).getByText('18.25 km')).toBeInTheDocument();
    const sur = screen.getAllByText('Ruta Sur').find((cell) => cell.closest('tr'))!.closest('tr')!;
    expect(within(sur).getByText('Sábado y domingo')).toBeInTheDocument();
    expect(within(sur).getByText('Inactivo')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('rutas', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } }));
  });

  it("draws the page's paths on the map beside the table, then only the selected rows'", async () => {
    renderList(['Administrador']);
    await screen.findByText('Ruta Cumbres');
    expect(screen.getByText(/trazos de las rutas de esta página/)).toBeInTheDocument();
    await waitFor(() => expect(lines()).toEqual(expect.arrayContaining(['Ruta Cumbres', 'Ruta Sur', 'Planta Norte'])));
    expect(recordAction).toHaveBeenCalledWith('rutas', 1, 'coordenadas');
    expect(recordAction).toHaveBeenCalledWith('rutas', 2, 'coordenadas');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Ruta Sur' }));
    expect(await screen.findByText('Se muestra el trazo de la ruta seleccionada.')).toBeInTheDocument();
    await waitFor(() => expect(lines()).not.toContain('Ruta Cumbres'));
    expect(lines()).toEqual(expect.arrayContaining(['Ruta Sur', 'Planta Norte']));
  });

  it.each([['C4'], ['HHRR Administrador']])('offers %s no write control: no create, no selection, export only', async (group) => {
    renderList([group]);
    await screen.findByText('Ruta Cumbres');
    expect(await screen.findByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /eliminar|habilitar|deshabilitar/i })).not.toBeInTheDocument();
  });
});
