import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CanAccess, HttpError, useGetIdentity } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { PlatformUserEdit } from './PlatformUserEdit';

/** Shows once the identity has been answered, so that the delete button has had its turn. */
const IdentityKnown = () => (useGetIdentity().identity ? <p>Identidad conocida</p> : null);

const rosa = { name: 'Rosa', last_name: 'Díaz', email: 'rosa@flotilla.mx', telephone: '', groups: ['Administrador', 'C4'], status: 1, plataforma: true };

// TestAdmin's identity is user 1.
const renderEdit = (id: number, dataProvider: object = { getOne: async () => ({ data: { ...rosa, id } }) }) =>
  render(
    <MemoryRouter initialEntries={[`/usuarios/plataforma/${id}`]}>
      <TestAdmin groups={['Administrador']} resource="usuarios/plataforma" dataProvider={dataProvider as never} withToasts>
        <Routes>
          <Route path="/usuarios/plataforma/:id" element={<PlatformUserEdit />} />
          <Route path="/usuarios/:id" element={<p>Registro del usuario</p>} />
        </Routes>
        <IdentityKnown />
        {/* The delete button's own access query (keyed by the record's id): once this shows, the button has had its answer. */}
        <CanAccess resource="usuarios/plataforma" action="delete" record={{ id }}>
          <p>Acceso resuelto</p>
        </CanAccess>
      </TestAdmin>
    </MemoryRouter>,
  );

describe('PlatformUserEdit', () => {
  it("offers an admin to delete someone else's account", async () => {
    renderEdit(5);
    expect(await screen.findByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('does not offer to delete one’s own account (the server refuses it), but still to save it', async () => {
    renderEdit(1);
    expect(await screen.findByDisplayValue('rosa@flotilla.mx')).toBeInTheDocument();
    expect(await screen.findByText('Identidad conocida')).toBeInTheDocument();
    expect(await screen.findByText('Acceso resuelto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar permisos' })).not.toBeInTheDocument();
  });

  it("offers an admin to remove someone else's permissions, asks first, calls quitar_permisos and opens the user's record", async () => {
    let staff = true;
    const dataProvider = {
      getOne: vi.fn(async (_resource: string, { id }: { id: number }) => {
        if (!staff) throw new HttpError('No encontrado', 404);
        return { data: { ...rosa, id: Number(id) } };
      }),
      recordAction: vi.fn(async () => {
        staff = false;
        return { data: { ...rosa, id: 5, groups: [], plataforma: false } };
      }),
    };
    renderEdit(5, dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar permisos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar permisos a Rosa Díaz' });
    expect(dialog).toHaveTextContent('dejará de pertenecer a sus grupos de la plataforma (Administrador, C4)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Registro del usuario')).toBeInTheDocument();
    expect(dataProvider.recordAction).toHaveBeenCalledWith('usuarios', 5, 'quitar_permisos');
    expect(await screen.findByText('Permisos retirados')).toBeInTheDocument();
    expect(screen.queryByText(/no existe/i)).not.toBeInTheDocument();
  });
});
