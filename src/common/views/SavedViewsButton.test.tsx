import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, SelectInput, type GetListParams } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { screenWidth } from '../../../test/client/screenWidth';
import { toHttpError } from '../../providers/errors';
import { RecordLinkField } from '../crud/RecordLinkField';
import { ResourceList } from '../crud/ResourceList';
import { StatusField } from '../StatusField';
import { activeStatusChoices } from '../statusChoices';
import type { SavedView } from './viewParams';

const plants = [
  { id: 1, name: 'Planta Norte', code: 'PN', status: 1 },
  { id: 2, name: 'Planta Sur', code: 'PS', status: 0 },
];

const inactiveByCode: SavedView = {
  id: 7,
  resource: '/plantas',
  name: 'Inactivas por código',
  params: { filter: { status: 0 }, sort: 'code', order: 'DESC', perPage: 50, columns: { hidden: ['code'], ranks: null } },
};
const north: SavedView = { id: 8, resource: '/plantas', name: 'Norte', params: { filter: {}, sort: 'name', order: 'ASC', perPage: 25, columns: null } };

const PlantList = () => (
  <ResourceList card={{ primary: '%{name}' }} filters={[<SelectInput key="status" source="status" choices={activeStatusChoices} />]}>
    <DataTable.Col source="name" field={RecordLinkField} />
    <DataTable.Col source="code" />
    <DataTable.Col source="status" field={StatusField} />
  </ResourceList>
);

const renderList = (views: SavedView[], calls: Record<string, unknown> = {}, path = '/plantas') => {
  screenWidth(1400);
  const getList = vi.fn(async (resource: string, _params: GetListParams) => (resource === 'vistas' ? { data: views, total: views.length } : { data: plants, total: 2 }));
  const dataProvider = { getList, create: vi.fn(), update: vi.fn(), delete: vi.fn(), ...calls };
  render(
    <TestAdmin resource="plantas" dataProvider={dataProvider as never} path={path} withToasts>
      <PlantList />
    </TestAdmin>,
  );
  return { dataProvider, actor: userEvent.setup() };
};

const plantCalls = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.filter(([resource]) => resource === 'plantas').map(([, params]) => params as GetListParams);

const openMenu = async (actor: ReturnType<typeof userEvent.setup>) => {
  await screen.findByText('Planta Norte');
  await actor.click(screen.getByRole('button', { name: 'Vistas' }));
  return screen.findByRole('menu', { name: 'Vistas guardadas' });
};

describe('SavedViewsButton', () => {
  it('asks for the views of this list only once opened, and lists them by name', async () => {
    const { dataProvider, actor } = renderList([inactiveByCode, north]);
    await screen.findByText('Planta Norte');
    expect(dataProvider.getList).not.toHaveBeenCalledWith('vistas', expect.anything());
    const menu = await openMenu(actor);
    expect(await within(menu).findByRole('menuitem', { name: 'Inactivas por código' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Norte' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith('vistas', expect.objectContaining({ filter: { resource: '/plantas' } }));
  });

  it('saves the current filters, sort, rows per page and hidden columns under a name', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 9, ...data } }));
    const filter = encodeURIComponent(JSON.stringify({ status: 1 }));
    const { actor } = renderList([], { create }, `/plantas?filter=${filter}&sort=code&order=DESC&perPage=50&page=1`);
    await screen.findByText('Planta Norte');
    await actor.click(screen.getByRole('button', { name: 'Columnas' }));
    await actor.click(await screen.findByRole('switch', { name: 'Código' }));
    await actor.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /código/i })).not.toBeInTheDocument());
    const menu = await openMenu(actor);
    await actor.click(within(menu).getByRole('menuitem', { name: 'Guardar vista actual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar vista actual' });
    await actor.type(within(dialog).getByRole('textbox', { name: /nombre de la vista/i }), 'Activas por código');
    await actor.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith('vistas', expect.objectContaining({
      data: {
        resource: '/plantas',
        name: 'Activas por código',
        params: { filter: { status: 1 }, sort: 'code', order: 'DESC', perPage: 50, columns: { hidden: ['code'], ranks: null } },
      },
    }));
    expect(await screen.findByText('Vista «Activas por código» guardada')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Guardar vista actual' })).not.toBeInTheDocument();
  });

  it('opens a view: its filters, sort and rows per page reach the list, and its hidden columns leave the table', async () => {
    const { dataProvider, actor } = renderList([inactiveByCode, north]);
    expect(await screen.findByRole('columnheader', { name: /código/i })).toBeInTheDocument();
    const menu = await openMenu(actor);
    await actor.click(await within(menu).findByRole('menuitem', { name: 'Inactivas por código' }));
    await waitFor(() =>
      expect(plantCalls(dataProvider.getList).at(-1)).toMatchObject({ filter: { status: 0 }, sort: { field: 'code', order: 'DESC' }, pagination: { page: 1, perPage: 50 } }),
    );
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /código/i })).not.toBeInTheDocument());
    // The filter it sets is shown, so the reader sees why the rows are these.
    expect(screen.getByRole('combobox', { name: 'Estatus' })).toBeInTheDocument();
    expect(await screen.findByText('Vista «Inactivas por código» abierta')).toBeInTheDocument();
  });

  it('shows the server refusing a taken name under the name, and keeps the dialog open', async () => {
    const create = vi.fn(async () => {
      throw toHttpError(400, { name: ['Ya tiene una vista de esta lista con ese nombre.'] });
    });
    const { actor } = renderList([north], { create });
    const menu = await openMenu(actor);
    await actor.click(within(menu).getByRole('menuitem', { name: 'Guardar vista actual' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardar vista actual' });
    const name = within(dialog).getByRole('textbox', { name: /nombre de la vista/i });
    await actor.type(name, 'Norte{Enter}');
    expect(await within(dialog).findByText('Ya tiene una vista de esta lista con ese nombre.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Guardar vista actual' })).toBeInTheDocument();
  });

  it('renames a view from the manage dialog', async () => {
    const update = vi.fn(async (_resource: string, { id, data }: { id: number; data: object }) => ({ data: { ...north, id, ...data } }));
    const { actor } = renderList([inactiveByCode, north], { update });
    const menu = await openMenu(actor);
    await within(menu).findByRole('menuitem', { name: 'Norte' });
    await actor.click(within(menu).getByRole('menuitem', { name: 'Administrar vistas' }));
    const manage = await screen.findByRole('dialog', { name: 'Vistas guardadas de esta lista' });
    await actor.click(within(manage).getByRole('button', { name: 'Cambiar el nombre de «Norte»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el nombre de la vista' });
    const name = within(dialog).getByRole('textbox', { name: /nombre de la vista/i });
    expect(name).toHaveValue('Norte');
    await actor.clear(name);
    await actor.type(name, 'Planta norte{Enter}');
    await waitFor(() => expect(update).toHaveBeenCalledWith('vistas', expect.objectContaining({ id: 8, data: { name: 'Planta norte' } })));
    expect(await screen.findByText('La vista ahora se llama «Planta norte»')).toBeInTheDocument();
  });

  it('asks before deleting a view, and deletes nothing when the reader cancels', async () => {
    const remove = vi.fn(async () => ({ data: inactiveByCode }));
    const { actor } = renderList([inactiveByCode, north], { delete: remove });
    const menu = await openMenu(actor);
    await within(menu).findByRole('menuitem', { name: 'Norte' });
    await actor.click(within(menu).getByRole('menuitem', { name: 'Administrar vistas' }));
    const manage = await screen.findByRole('dialog', { name: 'Vistas guardadas de esta lista' });
    await actor.click(within(manage).getByRole('button', { name: 'Eliminar «Inactivas por código»' }));
    let confirm = await screen.findByRole('dialog', { name: '¿Eliminar la vista «Inactivas por código»?' });
    await actor.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /¿eliminar la vista/i })).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    await actor.click(within(manage).getByRole('button', { name: 'Eliminar «Inactivas por código»' }));
    confirm = await screen.findByRole('dialog', { name: '¿Eliminar la vista «Inactivas por código»?' });
    await actor.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('vistas', expect.objectContaining({ id: 7 })));
    expect(await screen.findByText('Vista «Inactivas por código» eliminada')).toBeInTheDocument();
  });

  it('is reached and used with the keyboard alone', async () => {
    const { dataProvider, actor } = renderList([north]);
    await screen.findByText('Planta Norte');
    screen.getByRole('button', { name: 'Vistas' }).focus();
    await actor.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Vistas guardadas' });
    await within(menu).findByRole('menuitem', { name: 'Norte' });
    await actor.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Norte' })).toHaveFocus());
    await actor.keyboard('{Enter}');
    await waitFor(() => expect(plantCalls(dataProvider.getList).at(-1)).toMatchObject({ sort: { field: 'name', order: 'ASC' } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vistas' })).toHaveFocus());

    // The focus starts on saving, and comes back to the button when its dialog is closed.
    await actor.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Guardar vista actual' })).toHaveFocus());
    await actor.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /nombre de la vista/i })).toHaveFocus());
    await actor.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vistas' })).toHaveFocus());
  });
});
