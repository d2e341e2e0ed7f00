import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { PlatformUserList } from './PlatformUserList';

// TestAdmin's identity is user 1: Rosa is the admin looking at the list.
const staff = [
  { id: 1, name: 'Rosa', last_name: 'Díaz', email: 'rosa@flotilla.mx', groups: ['Administrador'], status: 1 },
  { id: 5, name: 'Luis', last_name: 'Pérez', email: 'luis@flotilla.mx', groups: ['C4'], status: 1 },
];

const ownAccount = (detail: string) => new HttpError(detail, 409, { code: 'own_account', detail });

const renderList = (provider: Record<string, unknown>) => {
  render(
    <MemoryRouter initialEntries={['/usuarios/plataforma']}>
      <TestAdmin groups={['Administrador']} resource="usuarios/plataforma" dataProvider={{ getList: async () => ({ data: staff, total: 2 }), ...provider } as never} withToasts>
        <Routes>
          <Route path="/usuarios/plataforma" element={<PlatformUserList />} />
        </Routes>
      </TestAdmin>
    </MemoryRouter>,
  );
  return userEvent.setup();
};

/**
 * The bulk buttons stay offered with one's own row selected: the selection may hold others too,
 * and the server refuses the whole change (nothing changes) with a message that says why, which
 * the failure toast shows.
 */
describe('PlatformUserList with one’s own row selected', () => {
  it("disables nothing and shows the server's reason", async () => {
    const updateMany = vi.fn(async () => Promise.reject(ownAccount('No puede deshabilitar su propia cuenta.')));
    const actor = renderList({ updateMany });
    await actor.click(await screen.findByRole('checkbox', { name: 'Seleccionar Rosa' }));
    await actor.click(await screen.findByRole('button', { name: 'Deshabilitar' }));
    await actor.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No se pudo cambiar el estatus: No puede deshabilitar su propia cuenta.')).toBeInTheDocument();
    expect(updateMany).toHaveBeenCalledWith('usuarios/plataforma', expect.objectContaining({ ids: [1], data: { status: 0 } }));
  });

  it("deletes nothing and shows the server's reason, closing the dialog", async () => {
    const deleteMany = vi.fn(async () => Promise.reject(ownAccount('No puede eliminar su propia cuenta.')));
    const actor = renderList({ deleteMany });
    await actor.click(await screen.findByRole('checkbox', { name: 'Seleccionar Rosa' }));
    await actor.click(await screen.findByRole('checkbox', { name: 'Seleccionar Luis' }));
    await actor.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await actor.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar: No puede eliminar su propia cuenta.')).toBeInTheDocument();
    expect(deleteMany).toHaveBeenCalledWith('usuarios/plataforma', expect.objectContaining({ ids: [1, 5] }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
