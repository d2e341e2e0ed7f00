import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { finishedTrip, month, refused, tripProvider } from './tripFixtures';
import { TripShow } from './TripShow';
import { until } from '../../../test/client/until';

const renderTrip = (groups: string[], dataProvider: ReturnType<typeof tripProvider>) => {
  render(
    <MemoryRouter initialEntries={['/viajes/12/show']}>
      <TestAdmin groups={groups} resource="viajes" dataProvider={dataProvider as never} withToasts>
        <Routes>
          <Route path="/viajes/:id/show" element={<TripShow />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  return userEvent.setup();
};

const section = (name: string) => screen.getByRole('region', { name });

describe('TripShow', () => {
  it('shows the trip: state, route and track on one map with their legend, journey, occupants, points and the driver’s month', async () => {
    const dataProvider = tripProvider();
    // Where the layout's app bar draws a screen's title: the trip's, not a bare "#12".
    const titleBar = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'react-admin-title' }));
    renderTrip(['C4'], dataProvider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Viaje #12' })).toBeInTheDocument();
    await until(() => expect(titleBar).toHaveTextContent(/^Viaje #12$/));
    titleBar.remove();
    expect(screen.getByText('Finalizado')).toBeInTheDocument();

    // The route's path and the recorded track, each from its coordenadas/ call.
    expect(dataProvider.recordAction).toHaveBeenCalledWith('rutas', 4, 'coordenadas');
    expect(dataProvider.recordAction).toHaveBeenCalledWith('viajes', 12, 'coordenadas');
    const map = section('Ruta y recorrido');
    expect(await within(map).findByText('Recorrido registrado: 3 puntos')).toBeInTheDocument();
    expect(await within(map).findByRole('region', { name: 'Mapa del viaje #12' })).toBeInTheDocument();
    expect(await within(map).findByText('Ruta: Ruta Cumbres')).toBeInTheDocument();
    expect(within(map).getByText('Recorrido registrado')).toBeInTheDocument();

    const journey = section('Viaje');
    expect(within(journey).getByText('10-03-2026 07:30 AM')).toBeInTheDocument();
    expect(within(journey).getByText('15,224 km')).toBeInTheDocument();
    expect(within(journey).getByText('72')).toBeInTheDocument();
    expect(within(journey).getByText('24.35')).toBeInTheDocument();

    // Occupants of detalle_viaje/ for this trip, with their states and pickup places.
    expect(dataProvider.getList).toHaveBeenCalledWith('detalle_viaje', expect.objectContaining({ filter: { viaje: 12 } }));
    const people = section('Ocupantes');
    expect(within(people).getByText('Lugares ocupados: 3 · A bordo: 2')).toBeInTheDocument();
    expect(await within(people).findByText('Ana López')).toBeInTheDocument();
    expect(within(people).getByText('A bordo')).toBeInTheDocument();
    expect(within(people).getByText('No se presentó')).toBeInTheDocument();
    expect(within(people).getByText('Recogida: Calle Hidalgo 5 · 24 puntos acreditados')).toBeInTheDocument();
    expect(within(people).getByText('Recogida: sin dirección · Puntos sin acreditar')).toBeInTheDocument();

    // The driver's month, from recompensa-mensual/ for the driver and the month of departure.
    expect(dataProvider.collectionRead).toHaveBeenCalledWith('viajes', 'recompensa-mensual', { usuario: '7', mes: 3, anio: 2026 });
    const points = section('Puntos');
    expect(within(points).getByText('Recompensa mensual del conductor, marzo de 2026')).toBeInTheDocument();
    expect(await within(points).findByText('Tope del mes')).toBeInTheDocument();
    expect(within(points).getByText('Puntos sin tope').nextSibling).toHaveTextContent(String(month.driver.uncapped));
    expect(within(points).getByText('Puntos del mes').nextSibling).toHaveTextContent('500');
    expect(within(points).getByText('Puntos por km').nextSibling).toHaveTextContent('1.5');
    expect(within(points).getByText('37')).toBeInTheDocument();

    // C4 reads only.
    expect(screen.queryByRole('button', { name: /Completar|Cancelar viaje/ })).not.toBeInTheDocument();
  });

  it('completes a finished trip’s boarded occupants once confirmed, and says how many and how many points', async () => {
    const dataProvider = tripProvider();
    const actor = renderTrip(['Administrador'], dataProvider);
    await actor.click(await screen.findByRole('button', { name: 'Completar a bordo' }));
    const dialog = screen.getByRole('dialog', { name: '¿Completar los ocupantes a bordo del viaje #12?' });
    expect(dialog).toHaveTextContent('Los 2 ocupantes a bordo quedarán finalizados');
    await actor.click(within(dialog).getByRole('button', { name: 'Completar a bordo' }));
    expect(await screen.findByText('Viaje #12: 2 ocupantes finalizados, 30 puntos acreditados')).toBeInTheDocument();
    expect(dataProvider.collectionAction).toHaveBeenCalledWith('viajes', 'completar-viajes-usuario-abordado', { viaje: 12 });
    // Cancelling is for scheduled trips only.
    expect(screen.queryByRole('button', { name: 'Cancelar viaje' })).not.toBeInTheDocument();
  });

  it('cancels a scheduled trip once confirmed, and shows the server’s refusal when it has moved on', async () => {
    const scheduled = { ...finishedTrip, status: 0, boarded: 0, fecha_llegada: null, credited_at: null };
    const dataProvider = tripProvider(scheduled);
    const actor = renderTrip(['Administrador'], dataProvider);
    await actor.click(await screen.findByRole('button', { name: 'Cancelar viaje' }));
    await actor.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar viaje' }));
    expect(await screen.findByText('Viaje #12 cancelado')).toBeInTheDocument();
    expect(dataProvider.recordAction).toHaveBeenCalledWith('viajes', 12, 'cancelar', { method: 'POST', body: {} });
    expect(screen.queryByRole('button', { name: 'Completar a bordo' })).not.toBeInTheDocument();

    dataProvider.recordAction.mockImplementation(async (_resource: string, _id: number, action: string) => {
      if (action === 'coordenadas') return { data: [] };
      throw refused(409, 'El viaje ya empezó.');
    });
    await actor.click(await screen.findByRole('button', { name: 'Cancelar viaje' }));
    await actor.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar viaje' }));
    expect(await screen.findByText('No se pudo cancelar el viaje #12: El viaje ya empezó.')).toBeInTheDocument();
  });

  it('says when a trip has no track yet, and shows HR no call', async () => {
    const scheduled = { ...finishedTrip, status: 0, boarded: 0 };
    renderTrip(['HHRR Administrador'], tripProvider(scheduled, {
      recordAction: vi.fn(async (resource: string) => ({ data: resource === 'rutas' ? [{ lat: 25.7, lng: -100.35 }, { lat: 25.75, lng: -100.2 }] : [] })),
    }));
    expect(await screen.findByText('Este viaje aún no tiene recorrido registrado.')).toBeInTheDocument();
    expect(screen.getByText('Programado')).toBeInTheDocument();
    // HR reads only.
    expect(screen.queryByRole('button', { name: /Completar|Cancelar viaje/ })).not.toBeInTheDocument();
  });
});
