import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { requestProvider, requests } from '../tripRequestFixtures';
import { TripRequestShow } from './TripRequestShow';

const renderRequest = (groups: string[], dataProvider: ReturnType<typeof requestProvider>, id = 41) => {
  render(
    <MemoryRouter initialEntries={[`/viajes/solicitudes/${id}`]}>
      <TestAdmin groups={groups} dataProvider={dataProvider as never} withToasts>
        <Routes>
          <Route path="/viajes/solicitudes/:id" element={<TripRequestShow />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  return userEvent.setup();
};

const dialog = () => screen.getByRole('dialog');

describe('TripRequestShow', () => {
  it('shows the request, its points on a map and that it has no trip yet; C4 gets no decision', async () => {
    renderRequest(['C4'], requestProvider());
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud de viaje #41' })).toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Solicitud' });
    expect(within(details).getByText('Av. Juárez 100')).toBeInTheDocument();
    expect(within(details).getByText('12-03-2026')).toBeInTheDocument();
    expect(await within(details).findByText('Ana López')).toBeInTheDocument();
    // The requester's plant when asking, linking to the plant.
    expect(within(details).getByText('Planta')).toBeInTheDocument();
    expect(await within(details).findByRole('link', { name: 'Planta Apodaca' })).toHaveAttribute('href', '/plantas/3/show');
    expect(screen.getByText('La solicitud aún no tiene viaje asignado.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Mapa de la solicitud #41' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aceptar|Rechazar|Cancelar solicitud/ })).not.toBeInTheDocument();
  });

  it('accepts onto a candidate trip chosen from the nearest first, and keeps the server’s refusal of the choice in the dialog', async () => {
    const dataProvider = requestProvider();
    const actor = renderRequest(['Administrador'], dataProvider);
    await actor.click(await screen.findByRole('button', { name: 'Aceptar' }));
    const options = await within(dialog()).findAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(dataProvider.recordAction).toHaveBeenCalledWith('solicitudes_viaje', 41, 'candidatos');
    const choices = within(dialog()).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(choices[0]).toBe('#15 · Ruta Cumbres · 12-03-2026 07:30 AMJuan Pérez · a 0.4 km de la recogida · 1 lugar libre');
    expect(choices[1]).toContain('Rosa Díaz · a 1.85 km de la recogida · 3 lugares libres');

    // Nothing chosen: the dialog says so and sends nothing.
    await actor.click(within(dialog()).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog()).findByText('Elija un viaje.')).toBeInTheDocument();

    // The server refuses the trip (full meanwhile): its message stays under the choice.
    dataProvider.recordAction.mockImplementationOnce(async () => {
      throw new HttpError('', 400, { errors: { viaje: 'El viaje ya no tiene lugares libres.' } });
    });
    await actor.click(within(dialog()).getByRole('radio', { name: /#16/ }));
    await actor.click(within(dialog()).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog()).findByText('El viaje ya no tiene lugares libres.')).toBeInTheDocument();

    await actor.click(within(dialog()).getByRole('radio', { name: /#15/ }));
    await actor.click(within(dialog()).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Solicitud #41 aceptada en el viaje #15')).toBeInTheDocument();
    expect(dataProvider.recordAction).toHaveBeenCalledWith('solicitudes_viaje', 41, 'aceptar', { method: 'POST', body: { viaje: 15 } });
  });

  it('refuses only with a reason', async () => {
    const dataProvider = requestProvider();
    const actor = renderRequest(['Administrador'], dataProvider);
    await actor.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await actor.click(within(dialog()).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog()).findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    await actor.type(within(dialog()).getByRole('textbox', { name: /Motivo de rechazo/ }), 'Sin lugar en la ruta');
    await actor.click(within(dialog()).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Solicitud #41 rechazada')).toBeInTheDocument();
    expect(dataProvider.recordAction).toHaveBeenCalledWith('solicitudes_viaje', 41, 'rechazar', { method: 'POST', body: { motivo_de_rechazo: 'Sin lugar en la ruta' } });
  });

  it('cancels an accepted request whose trip is still scheduled', async () => {
    const dataProvider = requestProvider();
    const actor = renderRequest(['Administrador'], dataProvider, 42);
    expect(await screen.findByText('Aceptada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    const trip = screen.getByRole('region', { name: 'Viaje asignado' });
    expect(within(trip).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/viajes/12/show');
    await actor.click(await screen.findByRole('button', { name: 'Cancelar solicitud' }));
    expect(dialog()).toHaveTextContent('el solicitante perderá su lugar');
    await actor.click(within(dialog()).getByRole('button', { name: 'Cancelar solicitud' }));
    expect(await screen.findByText('Solicitud #42 cancelada')).toBeInTheDocument();
    expect(dataProvider.recordAction).toHaveBeenCalledWith('solicitudes_viaje', 42, 'cancelar', { method: 'POST', body: {} });
  });

  it('offers no cancel when the request’s trip has started', async () => {
    const started = { ...requests[1], viaje_status: 1 };
    renderRequest(['Administrador'], requestProvider({ getOne: vi.fn(async () => ({ data: started })) }), 42);
    expect(await screen.findByText('Aceptada')).toBeInTheDocument();
    // Drawn once the map's chunk is in, well after who is asking is known.
    expect(await screen.findByRole('region', { name: 'Mapa de la solicitud #42' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar solicitud' })).not.toBeInTheDocument();
  });
});
