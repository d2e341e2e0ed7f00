import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { requestProvider } from '../tripRequestFixtures';
import { TripRequestList } from './TripRequestList';

const renderList = (groups: string[]) => {
  const dataProvider = requestProvider();
  render(
    <TestAdmin groups={groups} dataProvider={dataProvider as never} withToasts>
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

  it('offers search, state, type and day filters', async () => {
    const { actor } = renderList(['HHRR Administrador']);
    await screen.findByRole('link', { name: '#41' });
    expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    const menu = screen.getByRole('menu');
    for (const name of ['Estatus', 'Tipo', 'Fecha desde', 'Fecha hasta']) expect(within(menu).getByRole('menuitemcheckbox', { name })).toBeInTheDocument();
    // HR reads only: no boxes to select.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
