import { render, screen } from '@testing-library/react';
import { RecordContextProvider, useGetIdentity } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { UserShowActions } from './UserShowActions';

/** Shows once the identity has been answered, so that the buttons that wait for it have had their turn. */
const IdentityKnown = () => (useGetIdentity().identity ? <p>Identidad conocida</p> : null);

// TestAdmin's identity is user 1.
const renderActions = (record: Record<string, unknown>) =>
  render(
    <TestAdmin groups={['Administrador']} resource="usuarios" path={`/usuarios/${String(record.id)}`}>
      <RecordContextProvider value={record}>
        <UserShowActions />
        <IdentityKnown />
      </RecordContextProvider>
    </TestAdmin>,
  );

const staff = { name: 'Rosa', last_name: 'Díaz', status: 1, plataforma: true, groups: ['Administrador'] };

describe('UserShowActions on one’s own record', () => {
  it('offers an admin disable, delete and remove permissions on someone else’s account', async () => {
    renderActions({ ...staff, id: 5 });
    expect(await screen.findByRole('button', { name: 'Deshabilitar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar permisos' })).toBeInTheDocument();
  });

  it('offers neither disable, delete nor remove permissions on their own (the server refuses all three)', async () => {
    renderActions({ ...staff, id: 1 });
    expect(await screen.findByText('Identidad conocida')).toBeInTheDocument();
    // Editing one's own details stays: access has been answered once it shows.
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
    for (const name of ['Deshabilitar', 'Habilitar', 'Eliminar', 'Quitar permisos']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
