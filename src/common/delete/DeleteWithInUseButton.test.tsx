import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CanAccess, HttpError, ListContextProvider, RecordContextProvider, type ListControllerResult } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { BulkDeleteWithInUseButton } from './BulkDeleteWithInUseButton';
import { DeleteWithInUseButton } from './DeleteWithInUseButton';
import { until } from '../../../test/client/until';

const plant = { id: 1, name: 'Planta Norte', code: 'PN', status: 1 };
const inUse = (detail: string, usage: Record<string, number>, blocking?: number[]) => new HttpError(detail, 409, { code: 'in_use', detail, usage, blocking });

const renderSingle = (dataProvider: Record<string, unknown>, groups = ['Administrador']) =>
  render(
    <TestAdmin resource="plantas" groups={groups} dataProvider={dataProvider as never} path="/plantas/1/show" withToasts>
      <Routes>
        <Route
          path="/plantas/1/show"
          element={
            <RecordContextProvider value={plant}>
              <DeleteWithInUseButton />
            </RecordContextProvider>
          }
        />
        <Route path="/plantas" element={<h1>Lista de plantas</h1>} />
      </Routes>
    </TestAdmin>,
  );

const departments = [
  { id: 4, name: 'Compras', status: 1 },
  { id: 5, name: 'Ventas', status: 1 },
];

const renderBulk = (dataProvider: Record<string, unknown>, selectedIds = [4, 5]) => {
  const onUnselectItems = vi.fn();
  const onSelect = vi.fn();
  const context = { resource: 'departamentos', selectedIds, data: departments, onUnselectItems, onSelect } as unknown as ListControllerResult;
  render(
    <TestAdmin resource="departamentos" dataProvider={dataProvider as never} withToasts>
      <ListContextProvider value={context}>
        <BulkDeleteWithInUseButton />
      </ListContextProvider>
    </TestAdmin>,
  );
  return Object.assign(onUnselectItems, { onSelect });
};

describe('DeleteWithInUseButton', () => {
  it('names the record, deletes it, says so and goes back to the list', async () => {
    const remove = vi.fn(async () => ({ data: plant }));
    renderSingle({ delete: remove });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar la planta Planta Norte?' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    // Enter twice must not delete: the dialog opens on its way out.
    await until(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { name: 'Lista de plantas' })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('plantas', expect.objectContaining({ id: 1 }));
    expect(await screen.findByText('Planta eliminada')).toBeInTheDocument();
  });

  it("shows the server's in-use message inside the dialog and disables the record instead", async () => {
    const remove = vi.fn(async () => Promise.reject(inUse('La planta está en uso por 44 usuarios y 3 departamentos.', { usuarios: 44, departamentos: 3 })));
    const update = vi.fn(async () => ({ data: { ...plant, status: 0 } }));
    renderSingle({ delete: remove, update });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La planta está en uso por 44 usuarios y 3 departamentos.');
    // No generic error toast: the explanation stays in the dialog.
    expect(screen.queryByText(/No se pudo eliminar/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deshabilitar en su lugar' }));
    await until(() => expect(update).toHaveBeenCalledWith('plantas', expect.objectContaining({ id: 1, data: { status: 0 } })));
    expect(await screen.findByText('Planta deshabilitada')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on any other failure and says why in a toast', async () => {
    renderSingle({ delete: async () => Promise.reject(new HttpError('Error del servidor', 500, {})) });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar: Error del servidor')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not offered to a role that may not delete', async () => {
    render(
      <TestAdmin resource="plantas" groups={['C4']}>
        <RecordContextProvider value={plant}>
          <DeleteWithInUseButton />
          {/* Answered by the same access check: once it shows, the delete button has had its answer. */}
          <CanAccess action="show" record={plant}>
            <p>Acceso resuelto</p>
          </CanAccess>
        </RecordContextProvider>
      </TestAdmin>,
    );
    expect(await screen.findByText('Acceso resuelto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });
});

describe('BulkDeleteWithInUseButton', () => {
  it('asks in the resource\'s gender and number, then deletes the selection', async () => {
    const deleteMany = vi.fn(async () => ({ data: [4, 5] }));
    const unselect = renderBulk({ deleteMany });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar estos 2 departamentos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await until(() => expect(deleteMany).toHaveBeenCalledWith('departamentos', expect.objectContaining({ ids: [4, 5] })));
    expect(await screen.findByText('2 departamentos eliminados')).toBeInTheDocument();
    expect(unselect).toHaveBeenCalled();
  });

  it('names the one selected record', async () => {
    renderBulk({}, [5]);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(screen.getByRole('dialog', { name: '¿Eliminar el departamento Ventas?' })).toBeInTheDocument();
  });

  it('offers to disable the selection when some are still in use', async () => {
    const deleteMany = vi.fn(async () => Promise.reject(inUse('Uno de los departamentos seleccionados está en uso por 76 usuarios.', { usuarios: 76 })));
    const updateMany = vi.fn(async () => ({ data: [4, 5] }));
    renderBulk({ deleteMany, updateMany });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Uno de los departamentos seleccionados está en uso por 76 usuarios.');
    await userEvent.click(screen.getByRole('button', { name: 'Deshabilitar en su lugar' }));
    await until(() => expect(updateMany).toHaveBeenCalledWith('departamentos', expect.objectContaining({ ids: [4, 5], data: { status: 0 } })));
    expect(await screen.findByText('2 departamentos deshabilitados')).toBeInTheDocument();
  });

  it('names the selected records in use and takes them out of the selection, so the rest can go', async () => {
    const deleteMany = vi.fn(async () => Promise.reject(inUse('Uno de los departamentos seleccionados está en uso por 76 usuarios.', { usuarios: 76 }, [5])));
    const { onSelect } = renderBulk({ deleteMany });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Uno de los departamentos seleccionados está en uso por 76 usuarios. Lo impide: Ventas.');
    await userEvent.click(screen.getByRole('button', { name: 'Quitarlo de la selección' }));
    expect(onSelect).toHaveBeenCalledWith([4]);
    await until(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no "take out" when every selected record is in use', async () => {
    const deleteMany = vi.fn(async () => Promise.reject(inUse('2 de los departamentos seleccionados están en uso por 3 usuarios.', { usuarios: 3 }, [4, 5])));
    renderBulk({ deleteMany });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lo impiden: Compras y Ventas.');
    expect(screen.queryByRole('button', { name: /de la selección/ })).not.toBeInTheDocument();
  });
});
