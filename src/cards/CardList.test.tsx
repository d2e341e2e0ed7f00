import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../test/client/TestAdmin';
import { screenWidth } from '../../test/client/screenWidth';
import { CardList } from './CardList';
import { until } from '../../test/client/until';

const card = (id: number, numero: string, proveedor: string, status: number, prestamo: number | null, vencimiento: string | null = null) => ({
  id,
  numero,
  proveedor,
  status,
  prestamo,
  vencimiento,
  created_at: '2025-03-07T15:04:05',
  updated_at: null,
});

/** Fuel cards and toll tags share the screens; each is checked under its own resource. */
describe.each(['tarjeta_gasolina', 'tarjeta_tag'])('CardList on %s', (resource) => {
  const getList = vi.fn(async () => ({ data: [card(1, 'G-0001', 'Edenred', 1, 42, '2026-04-30'), card(2, 'G-0002', 'Edenred', 1, null), card(3, 'G-0003', 'Sodexo', 0, null)], total: 3 }));
  const renderList = (groups: string[]) =>
    render(
      <TestAdmin groups={groups} resource={resource} dataProvider={{ getList } as never}>
        <CardList />
      </TestAdmin>,
    );

  const matchMedia = window.matchMedia;
  beforeEach(() => {
    getList.mockClear();
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('lists numero (a link to the card), proveedor, status, the day it expires and the loan holding it as a link to that loan, by numero', async () => {
    renderList(['Administrador']);
    // The first render of the file also loads the list's modules: give it more than the default second.
    const first = (await screen.findByText('G-0001')).closest('tr')!;
    expect(screen.getByRole('link', { name: 'G-0001' })).toHaveAttribute('href', `/${resource}/1/show`);
    expect(within(first).getByText('Edenred')).toBeInTheDocument();
    expect(within(first).getByText('Activo')).toBeInTheDocument();
    expect(within(first).getByText('30-04-2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Préstamo #42' })).toHaveAttribute('href', '/viajes_fleet/viajes/42');
    expect(within(screen.getByRole('link', { name: 'G-0002' }).closest('tr')!).getByText('Disponible')).toBeInTheDocument();
    const inactive = screen.getByRole('link', { name: 'G-0003' }).closest('tr')!;
    expect(within(inactive).getByText('Inactivo')).toBeInTheDocument();
    expect(within(inactive).getByText('Sin préstamo')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['', 'Número', 'Proveedor', 'Estatus', 'Vencimiento', 'Préstamo', expect.stringMatching(/^Cread/)]);
    expect(getList).toHaveBeenCalledWith(resource, expect.objectContaining({ sort: { field: 'numero', order: 'ASC' }, pagination: { page: 1, perPage: 25 } }));
  });

  it('offers an admin search, create, export and row selection', async () => {
    renderList(['Administrador']);
    await screen.findByText('G-0001');
    expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /crear/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(await screen.findAllByRole('checkbox', { name: /^Seleccionar/ })).not.toHaveLength(0);
  });

  it('filters by the days the card expires between, sent as days', async () => {
    renderList(['C4']);
    const actor = userEvent.setup();
    await screen.findByText('G-0001');
    await actor.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    await actor.click(within(screen.getByRole('menu')).getByRole('menuitemcheckbox', { name: 'Vence desde' }));
    await actor.click(within(await screen.findByRole('group', { name: 'Vence desde' })).getByRole('spinbutton', { name: 'Día' }));
    await actor.keyboard('01042026');
    await until(() => expect(getList).toHaveBeenLastCalledWith(resource, expect.objectContaining({ filter: { vencimiento__gte: '2026-04-01' } })));
  });

  it('shows on a phone each card with its loan and the day it expires', async () => {
    screenWidth(390);
    renderList(['Administrador']);
    const phoneCard = (await screen.findByText('G-0001')).closest('a')!;
    expect(within(phoneCard).getByText('Vence el 30-04-2026')).toBeInTheDocument();
    expect(within(phoneCard).getByText('Préstamo #42')).toBeInTheDocument();
  });

  it.each([['HHRR Administrador'], ['C4']])('lets %s read and export only', async (group) => {
    renderList([group]);
    await screen.findByText('G-0001');
    expect(await screen.findByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /eliminar|habilitar|deshabilitar/i })).not.toBeInTheDocument();
  });
});
