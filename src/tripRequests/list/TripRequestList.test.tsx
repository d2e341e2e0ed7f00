import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { requestProvider } from '../tripRequestFixtures';
import { TripRequestList } from './TripRequestList';

const renderList = (groups: string[], path = '/viajes/solicitudes') => {
  const dataProvider = requestProvider();
  render(
    <TestAdmin groups={groups} dataProvider={dataProvider as never} withToasts path={path}>
      <TripRequestList />
    </TestAdmin>,
  );
  return { dataProvider, actor: userEvent.setup() };
};

const row = (id: number) => screen.getByRole('link', { name: `#${id}` }).closest('tr')!;

describe('TripRequestList', () => {
  it('lists the requests latest day first with requester, places, type, state and trip, and maps the page’s points', async () => {
    const { dataProvider } = renderList(['C4']);
    await screen.findByRole('link', { name: '#41' });
    expect(dataProvider.getList).toHaveBeenCalledWith('solicitudes_viaje', expect.objectContaining({ sort: { field: 'fecha', order: 'DESC' } }));
    expect(row(41)).toHaveTextContent('12-03-2026');
    expect(await within(row(41)).findByText('Ana López')).toBeInTheDocument();
    expect(within(row(41)).getByText('Pendiente')).toBeInTheDocument();
    expect(within(row(42)).getByText('Aceptada')).toBeInTheDocument();
    expect(within(row(42)).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/viajes/12/show');
    expect(screen.getByRole('link', { name: '#41' })).toHaveAttribute('href', '/viajes/solicitudes/41');
    // The map beside the table names every pickup and dropoff of the page.
    const map = screen.getByRole('region', { name: 'Mapa de las solicitudes' });
    expect(within(map).getByText('Se muestran las 2 solicitudes de esta página')).toBeInTheDocument();
    expect(await within(map).findByRole('region', { name: 'Mapa de recogidas y destinos' })).toBeInTheDocument();
    // C4 reads and exports only.
    expect(screen.getByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('maps the selected rows only, and cancels them in one call once confirmed', async () => {
    const { dataProvider, actor } = renderList(['Administrador']);
    await screen.findByRole('link', { name: '#41' });
    await actor.click(within(row(42)).getByRole('checkbox'));
    expect(screen.getByText('Se muestra la solicitud seleccionada')).toBeInTheDocument();
    await actor.click(within(row(41)).getByRole('checkbox'));
    await actor.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('¿Cancelar estas 2 solicitudes?');
    await actor.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('2 solicitudes canceladas')).toBeInTheDocument();
    expect(dataProvider.collectionAction).toHaveBeenCalledWith('solicitudes_viaje', 'multiple_cancelar', { ids: [42, 41] });
  });

  it('offers search, state, type, plant and day filters', async () => {
    const { actor } = renderList(['HHRR Administrador']);
    await screen.findByRole('link', { name: '#41' });
    expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    const menu = screen.getByRole('menu');
    for (const name of ['Estatus', 'Tipo', 'Planta', 'Fecha desde', 'Fecha hasta']) expect(within(menu).getByRole('menuitemcheckbox', { name })).toBeInTheDocument();
    // HR reads only: no boxes to select.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it("filters by the plant chosen (the requester's when asking), and shows it in a column hidden at first", async () => {
    const { dataProvider, actor } = renderList(['Administrador']);
    await screen.findByRole('link', { name: '#41' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).not.toContain('Planta');
    await actor.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    await actor.click(within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Planta' }));
    // From the keyboard: whether the field just added opened its choices on taking the focus or
    // not, the down arrow leaves them open (a click would close them if they were).
    const plant = await screen.findByRole('combobox', { name: 'Planta' });
    act(() => plant.focus());
    await actor.keyboard('{ArrowDown}');
    await actor.click(await screen.findByRole('option', { name: 'Planta Escobedo' }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith('solicitudes_viaje', expect.objectContaining({ filter: expect.objectContaining({ planta: 4 }) })),
    );
    await actor.click(screen.getByRole('button', { name: 'Columnas' }));
    await actor.click(await within(await screen.findByRole('presentation')).findByRole('switch', { name: 'Planta' }));
    await actor.keyboard('{Escape}');
    expect(await within(row(42)).findByRole('link', { name: 'Planta Escobedo' })).toHaveAttribute('href', '/plantas/4/show');
  });

  it("opens on the plant and state in its address, as Home links to a plant's pending requests", async () => {
    const { dataProvider } = renderList(['C4'], `/viajes/solicitudes?${new URLSearchParams({ filter: JSON.stringify({ status: 0, planta: 3 }) })}`);
    await screen.findByRole('link', { name: '#41' });
    expect(dataProvider.getList).toHaveBeenCalledWith('solicitudes_viaje', expect.objectContaining({ filter: { status: 0, planta: 3 } }));
    expect(await screen.findByRole('combobox', { name: 'Planta' })).toHaveValue('Planta Apodaca');
  });
});
