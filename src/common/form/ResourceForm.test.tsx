import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { ResourceForm } from './ResourceForm';

const renderForm = () =>
  render(
    <TestAdmin resource="plantas" path="/plantas/1">
      <Routes>
        <Route
          path="/plantas/1"
          element={
            <>
              <ResourceForm record={{ id: 1, name: 'Planta Norte' }}>
                <TextInput source="name" />
              </ResourceForm>
              <Link to="/plantas">Volver a la lista</Link>
            </>
          }
        />
        <Route path="/plantas" element={<h1>Lista de plantas</h1>} />
      </Routes>
    </TestAdmin>,
  );

describe('ResourceForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before leaving with unsaved changes, and stays when the user says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderForm();
    const name = await screen.findByRole('textbox', { name: /Nombre/ });
    await userEvent.type(name, ' II');
    await userEvent.click(screen.getByRole('link', { name: 'Volver a la lista' }));
    expect(confirm).toHaveBeenCalledWith('Algunos cambios no se guardaron. ¿Seguro que quiere descartarlos?');
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toHaveValue('Planta Norte II');
    expect(screen.queryByRole('heading', { name: 'Lista de plantas' })).not.toBeInTheDocument();
  });

  it('leaves when the user confirms', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderForm();
    await userEvent.type(await screen.findByRole('textbox', { name: /Nombre/ }), ' II');
    await userEvent.click(screen.getByRole('link', { name: 'Volver a la lista' }));
    expect(await screen.findByRole('heading', { name: 'Lista de plantas' })).toBeInTheDocument();
  });

  it('leaves an untouched form without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderForm();
    await screen.findByRole('textbox', { name: /Nombre/ });
    await userEvent.click(screen.getByRole('link', { name: 'Volver a la lista' }));
    expect(await screen.findByRole('heading', { name: 'Lista de plantas' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('has the app toolbar: save, and delete only when asked for', async () => {
    renderForm();
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });
});
