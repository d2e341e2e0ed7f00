import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { clickSave } from '../../test/client/save';
import { routeLengthKm } from '../../domain/routes';
import { RouteCreate } from './RouteCreate';
import { RouteEdit } from './RouteEdit';

type Actor = ReturnType<typeof userEvent.setup>;
const RecordPage = () => <p>Ruta {useParams().id}</p>;

const plants = [{ id: 3, name: 'Planta Norte', latitude: 25.75, longitude: -100.2 }];
const NORTE = { lat: 25.7, lng: -100.3 };
const CENTRO = { lat: 25.67, lng: -100.31 };
const SUR = { lat: 25.6, lng: -100.28 };
const route = { id: 7, name: 'Ruta Norte', origin: 'Centro', destination: 'Planta', planta: 3, tipo: 0, days: [1, 2, 3, 4, 5], departure_time: '06:30', status: 1, length_km: 12, path: [NORTE, CENTRO, SUR] };

const getList = async (resource: string) => ({ data: resource === 'plantas' ? plants : [], total: resource === 'plantas' ? 1 : 0 });
const getMany = async (resource: string) => ({ data: resource === 'plantas' ? plants : [] });
const collectionRead = async () => ({ data: { tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Tiles', max_zoom: 19 } });

const setup = async (path: string, dataProvider: Record<string, unknown>) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestAdmin resource="rutas" dataProvider={{ getList, getMany, collectionRead, ...dataProvider } as never} withToasts>
        <Routes>
          <Route path="/rutas/create" element={<RouteCreate />} />
          <Route path="/rutas/:id" element={<RouteEdit />} />
          <Route path="/rutas/:id/show" element={<RecordPage />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  await screen.findByRole('textbox', { name: /^Nombre/ });
  return userEvent.setup({ delay: null });
};

const pathField = () => screen.getByRole('group', { name: /^Trazo/ });
const addAtCentre = async (actor: Actor) => {
  const button = await screen.findByRole('button', { name: 'Añadir punto en el centro' });
  await waitFor(() => expect(button).toBeEnabled());
  await actor.click(button);
};

const fillRoute = async (actor: Actor) => {
  await actor.type(screen.getByRole('textbox', { name: /^Nombre/ }), 'Ruta Sur');
  await actor.type(screen.getByRole('textbox', { name: /^Origen/ }), 'Centro');
  await actor.click(screen.getByRole('combobox', { name: /^Planta/ }));
  await actor.click(await screen.findByRole('option', { name: 'Planta Norte' }));
  await actor.type(screen.getByLabelText(/^Hora de salida/), '06:45');
  // Saturday too, besides the workdays a new route starts with.
  await actor.click(screen.getByRole('button', { name: 'Sábado' }));
};

describe('RouteCreate', () => {
  it('sends the route with the path drawn, its days and time, and opens the new record', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 41 } }));
    const actor = await setup('/rutas/create', { create });
    await fillRoute(actor);
    await addAtCentre(actor);
    await addAtCentre(actor);
    expect(within(pathField()).getByRole('status')).toHaveTextContent('2 puntos · 0 km');
    await clickSave(actor);
    expect(await screen.findByText('Ruta 41')).toBeInTheDocument();
    const [, { data }] = create.mock.calls[0];
    expect(data).toMatchObject({ name: 'Ruta Sur', origin: 'Centro', planta: 3, tipo: 0, status: 1, departure_time: '06:45', days: [1, 2, 3, 4, 5, 6] });
    expect(data.path).toHaveLength(2);
  });

  it('refuses a path of fewer than two points at the field, before calling the server', async () => {
    const create = vi.fn();
    const actor = await setup('/rutas/create', { create });
    await fillRoute(actor);
    await addAtCentre(actor);
    await clickSave(actor);
    expect(await within(pathField()).findByText('La ruta necesita al menos 2 puntos en el mapa.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's path error at the path field", async () => {
    const create = vi.fn(async () => Promise.reject(new HttpError('Revise los campos marcados', 400, { errors: { path: 'La ruta puede tener como máximo 1000 puntos; simplifique el trazo.' } })));
    const actor = await setup('/rutas/create', { create });
    await fillRoute(actor);
    await addAtCentre(actor);
    await addAtCentre(actor);
    await clickSave(actor);
    expect(await within(pathField()).findByText('La ruta puede tener como máximo 1000 puntos; simplifique el trazo.')).toBeInTheDocument();
    expect(screen.queryByText(/^Ruta \d+$/)).not.toBeInTheDocument();
  });
});

describe('RouteEdit', () => {
  it('redraws the path: a removed point shortens the length shown, and only the changed path is sent', async () => {
    const getOne = vi.fn(async () => ({ data: route }));
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...route, ...data } }));
    const actor = await setup('/rutas/7', { getOne, update });
    const status = within(pathField()).getByRole('status');
    expect(status).toHaveTextContent(`3 puntos · ${routeLengthKm([NORTE, CENTRO, SUR])} km`);
    await actor.click(screen.getByRole('button', { name: 'Quitar el punto 2' }));
    expect(status).toHaveTextContent(`2 puntos · ${routeLengthKm([NORTE, SUR])} km`);
    await clickSave(actor);
    expect(await screen.findByText('Ruta 7')).toBeInTheDocument();
    const [, { data, previousData }] = update.mock.calls[0] as unknown as [string, { data: Record<string, unknown>; previousData: Record<string, unknown> }];
    expect(data.path).toEqual([NORTE, SUR]);
    expect(previousData.path).toEqual([NORTE, CENTRO, SUR]);
  });
});
