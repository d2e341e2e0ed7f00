import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { json, mockFetch, signIn } from '../../../test/client/fetchMock';
import { eachVehicleListTest, fakeProvider, renderList, rowOf } from './vehicleListTestKit';

/** The vehicle list's bulk actions on a selection: release, activate, deactivate, delete. */
describe('VehicleList', () => {
  eachVehicleListTest();

  it('releases the selected vehicles through multiple_liberar after confirming', async () => {
    signIn();
    const fetched = mockFetch(() => json({ released: 2 }));
    renderList();
    await rowOf('NL-12-345');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar #1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar #2' }));
    await user.click(screen.getByRole('button', { name: 'Liberar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Liberar estos 2 vehículos?');
    expect(dialog).toHaveTextContent('Dejarán de estar ocupados y quedarán activos.');
    expect(fetched.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('2 vehículos liberados')).toBeInTheDocument();
    expect(fetched.calls).toEqual([expect.objectContaining({ method: 'POST', url: '/api/vehiculos/multiple_liberar/', body: { ids: [1, 2] } })]);
  });

  it("shows the server's 409 message when a selected vehicle is not occupied", async () => {
    signIn();
    mockFetch(() => json({ detail: 'La acción no es posible en el estado actual.', code: 'invalid_transition' }, 409));
    renderList();
    await rowOf('NL-12-345');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar #1' }));
    await user.click(screen.getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('¿Liberar este vehículo?');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No se pudo liberar: La acción no es posible en el estado actual.')).toBeInTheDocument();
  });

  it('activates the selection with status 3, confirmed in the vehicle words', async () => {
    const updateMany = vi.fn(async () => ({ data: [1, 2] }));
    renderList(['Administrador'], { ...fakeProvider(), updateMany });
    await rowOf('NL-12-345');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar #1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar #2' }));
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Activar estos 2 vehículos?');
    expect(dialog).toHaveTextContent('Volverán a estar disponibles en la aplicación.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(updateMany).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ ids: [1, 2], data: { status: 3 } })));
    expect(await screen.findByText('2 vehículos activados')).toBeInTheDocument();
  });

  it('deactivates the selection with status 2, confirmed in the vehicle words', async () => {
    const updateMany = vi.fn(async () => ({ data: [1] }));
    renderList(['Administrador'], { ...fakeProvider(), updateMany });
    await rowOf('NL-12-345');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar #1' }));
    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('¿Desactivar este vehículo?');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(updateMany).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ ids: [1], data: { status: 2 } })));
    expect(await screen.findByText('Vehículo desactivado')).toBeInTheDocument();
  });

  it('refuses to delete an occupied vehicle with the server\'s advice, and offers no "disable instead" that would fail too', async () => {
    const message = 'El vehículo está ocupado en un préstamo; libérelo antes de eliminarlo.';
    const deleteMany = vi.fn(async () => Promise.reject(new HttpError(message, 409, { code: 'in_use' })));
    const updateMany = vi.fn();
    renderList(['Administrador'], { ...fakeProvider(), deleteMany, updateMany });
    await rowOf('NL-12-345');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar #1' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(deleteMany).toHaveBeenCalledWith('vehiculos', expect.objectContaining({ ids: [1] }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: /en su lugar/ })).not.toBeInTheDocument();
    expect(updateMany).not.toHaveBeenCalled();
  });
});
