import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CanAccess, useGetIdentity } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { PlatformUserEdit } from './PlatformUserEdit';

/** Shows once the identity has been answered, so that the delete button has had its turn. */
const IdentityKnown = () => (useGetIdentity().identity ? <p>Identidad conocida</p> : null);

const rosa = { name: 'Rosa', last_name: 'Díaz', email: 'rosa@flotilla.mx', telephone: '', groups: ['Administrador'], status: 1 };

// TestAdmin's identity is user 1.
const renderEdit = (id: number) =>
  render(
    <MemoryRouter initialEntries={[`/usuarios/plataforma/${id}`]}>
      <TestAdmin groups={['Administrador']} resource="usuarios/plataforma" dataProvider={{ getOne: async () => ({ data: { ...rosa, id } }) } as never}>
        <Routes>
          <Route path="/usuarios/plataforma/:id" element={<PlatformUserEdit />} />
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
  });
});
