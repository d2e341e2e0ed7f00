import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CanAccess, HttpError, ListContextProvider, type ListControllerResult } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { BulkStatusButton } from './BulkStatusButton';
import { until } from '../../test/client/until';

const listContext = {
  resource: 'plantas',
  selectedIds: [4, 5],
  onUnselectItems: vi.fn(),
  data: [],
} as unknown as ListControllerResult;

const tree = (groups: string[], updateMany: () => Promise<unknown>, context = listContext) => (
  <TestAdmin groups={groups} resource="plantas" dataProvider={{ updateMany } as never}>
    <ListContextProvider value={context}>
      <BulkStatusButton enable={false} />
    </ListContextProvider>
  </TestAdmin>
);

const renderButton = (groups: string[], updateMany = vi.fn(async () => ({ data: [4, 5] }))) => {
  const { rerender } = render(tree(groups, updateMany));
  return Object.assign(updateMany, { rerender: (context: ListControllerResult) => rerender(tree(groups, updateMany, context)) });
};

describe('BulkStatusButton', () => {
  it('asks for confirmation, then sends updateMany {status: 0} for the selected ids', async () => {
    const updateMany = renderButton(['HHRR Administrador']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deshabilitar' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Deshabilitar estas 2 plantas?');
    expect(screen.getByRole('dialog')).toHaveTextContent('Se podrán volver a habilitar después.');
    expect(updateMany).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await until(() => expect(updateMany).toHaveBeenCalledWith('plantas', expect.objectContaining({ ids: [4, 5], data: { status: 0 } })));
  });

  it('keeps its question while the selection empties under it (the dialog fading out after success)', async () => {
    const updateMany = renderButton(['HHRR Administrador']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deshabilitar' }));
    updateMany.rerender({ ...listContext, selectedIds: [] });
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Deshabilitar estas 2 plantas?');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('0 plantas');
  });

  it('names in its failure toast the selected records the server says stop the change', async () => {
    const refused = new HttpError('Solo pueden activarse o desactivarse vehículos aceptados.', 409, { code: 'invalid_transition', blocking: [5, 6] });
    const context = { ...listContext, selectedIds: [4, 5, 6], data: [4, 5].map((id) => ({ id, name: `Planta ${id}` })) } as unknown as ListControllerResult;
    render(
      <TestAdmin groups={['Administrador']} resource="plantas" dataProvider={{ updateMany: async () => Promise.reject(refused) } as never} withToasts>
        <ListContextProvider value={context}>
          <BulkStatusButton enable={false} />
        </ListContextProvider>
      </TestAdmin>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deshabilitar' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    // One on the page by its name, one selected on another page by its id.
    expect(await screen.findByText('No se pudo cambiar el estatus: Solo pueden activarse o desactivarse vehículos aceptados. Lo impiden: Planta 5 y #6.')).toBeInTheDocument();
  });

  it('is not shown to C4', async () => {
    render(
      <TestAdmin groups={['C4']} resource="plantas">
        <ListContextProvider value={listContext}>
          <BulkStatusButton enable={false} />
          {/* Answered by the same access check: once it shows, the button has had its answer. */}
          <CanAccess action="list">
            <p>Acceso resuelto</p>
          </CanAccess>
        </ListContextProvider>
      </TestAdmin>,
    );
    expect(await screen.findByText('Acceso resuelto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deshabilitar' })).not.toBeInTheDocument();
  });
});
