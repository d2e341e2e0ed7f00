import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpError, type RaRecord } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { VehicleShow } from './VehicleShow';
import { vehicle } from './vehicleFixtures';

const provider = (record: RaRecord, recordAction = vi.fn(async () => ({ data: record }))) => ({
  getList: vi.fn(async () => ({ data: [record], total: 1 })),
  getFile: vi.fn(async () => ({ blob: new Blob(['x'], { type: 'image/jpeg' }) })),
  getRecordList: vi.fn(async () => ({ data: [], total: 0 })),
  getMany: vi.fn(async () => ({ data: [{ id: 5, name: 'Ana', last_name: 'López' }, { id: 2, name: 'Planta Norte' }] })),
  recordAction,
});

const renderShow = (dataProvider: ReturnType<typeof provider>, groups = ['Administrador']) =>
  render(
    <MemoryRouter initialEntries={['/vehiculos/ABC123']}>
      <TestAdmin groups={groups} resource="vehiculos" dataProvider={dataProvider as never} withToasts>
        <Routes>
          <Route path="/vehiculos/:vehiculo" element={<VehicleShow />} />
          <Route path="/vehiculos" element={<p>Lista de vehículos</p>} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );

const heading = () => screen.findByRole('heading', { level: 1, name: 'ABC123' });

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

describe('VehicleShowActions', () => {
  it('accepts a pending request after confirming (GET aceptar_solicitud/), says so and reloads the vehicle', async () => {
    const dataProvider = provider(vehicle({ status: 0 }));
    renderShow(dataProvider);
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar solicitud' }));
    expect(screen.queryByRole('button', { name: 'Liberar' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Aceptar la solicitud del vehículo ABC123?');
    expect(dataProvider.recordAction).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(dataProvider.recordAction).toHaveBeenCalledWith('vehiculos', 7, 'aceptar_solicitud');
    expect(await screen.findByText('Solicitud del vehículo aceptada')).toBeInTheDocument();
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledTimes(2));
  });

  it('refuses a pending request only with a reason, and sends it (POST rechazar_solicitud/)', async () => {
    const dataProvider = provider(vehicle({ status: 0 }));
    renderShow(dataProvider);
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar solicitud' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await within(dialog).findByText('El campo no puede estar vacío.')).toBeInTheDocument();
    expect(dataProvider.recordAction).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo de rechazo/ }), '  Fotos borrosas ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    await waitFor(() =>
      expect(dataProvider.recordAction).toHaveBeenCalledWith('vehiculos', 7, 'rechazar_solicitud', { method: 'POST', body: { motivo_de_rechazo: 'Fotos borrosas' } }),
    );
    expect(await screen.findByText('Solicitud del vehículo rechazada')).toBeInTheDocument();
  });

  it('releases an occupied vehicle (GET liberar/) and offers no request decision on it', async () => {
    const dataProvider = provider(vehicle({ status: 4 }));
    renderShow(dataProvider);
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Liberar' }));
    expect(screen.queryByRole('button', { name: 'Aceptar solicitud' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar solicitud' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(dataProvider.recordAction).toHaveBeenCalledWith('vehiculos', 7, 'liberar');
    expect(await screen.findByText('Vehículo liberado')).toBeInTheDocument();
  });

  it('offers no Liberar on an occupied vehicle an open loan holds, and links to that loan instead', async () => {
    renderShow(provider(vehicle({ status: 4, prestamo: 31 })));
    await heading();
    // Access is known once the admin's other writes show.
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Liberar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#31' })).toHaveAttribute('href', '/viajes_fleet/viajes/31');
    expect(screen.getByText('Préstamo en curso')).toBeInTheDocument();
  });

  it('offers no Aceptar solicitud on a request without its three photos, only the refusal, and says why', async () => {
    renderShow(provider(vehicle({ status: 0, imagen2: null })));
    await heading();
    expect(await screen.findByRole('button', { name: 'Rechazar solicitud' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar solicitud' })).not.toBeInTheDocument();
    expect(screen.getByText('La solicitud podrá aceptarse cuando el vehículo tenga sus tres fotos; agréguelas desde Editar.')).toBeInTheDocument();
  });

  it('says nothing of missing photos on a request that has them', async () => {
    renderShow(provider(vehicle({ status: 0 })));
    await heading();
    expect(await screen.findByRole('button', { name: 'Aceptar solicitud' })).toBeInTheDocument();
    expect(screen.queryByText(/podrá aceptarse cuando/)).not.toBeInTheDocument();
  });

  it("shows the server's message when the vehicle is no longer in that state (409)", async () => {
    const refuse = vi.fn(async () => Promise.reject(new HttpError('La acción no es posible en el estado actual', 409, { code: 'invalid_transition' })));
    renderShow(provider(vehicle({ status: 4 }), refuse));
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Liberar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No se pudo liberar: La acción no es posible en el estado actual')).toBeInTheDocument();
  });

  it('offers neither a decision nor a release on an active vehicle', async () => {
    renderShow(provider(vehicle({ status: 3 })));
    await heading();
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/vehiculos/editar/ABC123');
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Subir verificación' })).toBeInTheDocument();
    for (const name of ['Aceptar solicitud', 'Rechazar solicitud', 'Liberar']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('deletes the vehicle after confirming and goes back to the list', async () => {
    const dataProvider = { ...provider(vehicle({ status: 3 })), delete: vi.fn(async () => ({ data: vehicle() })) };
    renderShow(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Lista de vehículos')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ id: 7 }));
  });

  it("keeps the server's in-use message and offers no \"disable instead\", which would make the vehicle pending", async () => {
    const inUse = new HttpError('El vehículo está en uso por 2 préstamos.', 409, { code: 'in_use', detail: 'El vehículo está en uso por 2 préstamos.', usage: { prestamos: 2 } });
    const dataProvider = { ...provider(vehicle({ status: 3 })), delete: vi.fn(async () => Promise.reject(inUse)) };
    renderShow(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('El vehículo está en uso por 2 préstamos.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Deshabilitar/ })).not.toBeInTheDocument();
  });

  it.each([['HHRR Administrador'], ['C4']])('shows %s the record without a write control', async (group) => {
    for (const status of [0, 4]) {
      const view = renderShow(provider(vehicle({ status })), [group]);
      await heading();
      const documents = screen.getByRole('region', { name: 'Documentos' });
      expect(within(documents).getByText('Vence el 31-01-2026')).toBeInTheDocument();
      // The list link appears once access is known; the writes stay hidden after it.
      expect(await screen.findByRole('link', { name: 'Lista' })).toBeInTheDocument();
      for (const name of [/Aceptar/, /Rechazar/, /Liberar/, /Eliminar/, /Subir/, /Reemplazar/]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
