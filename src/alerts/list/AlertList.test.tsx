import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { screenWidth } from '../../../test/client/screenWidth';
import { activeAlert, alertProvider, attendedAlert } from '../show/alertFixtures';
import { AlertList } from './AlertList';

const alerts = [activeAlert, { ...attendedAlert, id: 11, viaje: null, created_at: '2026-03-09T18:05:00' }];

const renderList = (groups: string[], path = '/alertas') => {
  const dataProvider = alertProvider(activeAlert, { getList: vi.fn(async () => ({ data: alerts, total: 2 })), exportList: vi.fn() });
  render(
    <TestAdmin groups={groups} resource="alertas" dataProvider={dataProvider as never} path={path}>
      <AlertList />
    </TestAdmin>,
  );
  return dataProvider;
};

const filtered = (filter: Record<string, unknown>) => `/alertas?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

describe('AlertList', () => {
  it('lists the alerts newest first with number, raised, issuer, plant, place, state and who attended, and exports; nothing to create or select', async () => {
    const dataProvider = renderList(['C4']);
    const row = (await screen.findByRole('link', { name: '#12' })).closest('tr')!;
    expect(row).toHaveTextContent('10-03-2026 07:30 AM');
    expect(within(row).getByText('Ana López')).toBeInTheDocument();
    expect(within(row).getByText('Planta Apodaca')).toBeInTheDocument();
    expect(within(row).getByText('Av. Constitución 400')).toBeInTheDocument();
    expect(within(row).getByText('Activa')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: '#11' }).closest('tr')!;
    expect(within(other).getByText('Atendida')).toBeInTheDocument();
    expect(within(other).getByText('Carlos Ruiz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#12' })).toHaveAttribute('href', '/alertas/12/show');
    expect(dataProvider.getList).toHaveBeenCalledWith('alertas', expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' } }));
    expect(screen.getByRole('button', { name: /exportar/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('opens on the state, plant and days in its address, and asks for the days as the local instants they span', async () => {
    const dataProvider = renderList(['HHRR Administrador'], filtered({ status__in: [0], planta: 3, created_at__gte: '2026-03-01', created_at__lte: '2026-03-31' }));
    await screen.findByRole('link', { name: '#12' });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'alertas',
      expect.objectContaining({
        filter: { status__in: [0], planta: 3, created_at__gte: new Date(2026, 2, 1).toISOString(), created_at__lte: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString() },
      }),
    );
    expect(screen.getByRole('group', { name: 'Emitida desde' })).toHaveTextContent('01-03-2026');
  });

  it('offers search and the state, day, plant and issuer filters', async () => {
    renderList(['Administrador']);
    const actor = userEvent.setup();
    await screen.findByRole('link', { name: '#12' });
    expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    const menu = screen.getByRole('menu');
    for (const name of ['Estatus', 'Emitida desde', 'Emitida hasta', 'Planta', 'Emitida por']) {
      expect(within(menu).getByRole('menuitemcheckbox', { name })).toBeInTheDocument();
    }
  });

  it('shows a card per alert on a phone: number and issuer, plant and when, state', async () => {
    screenWidth(390);
    renderList(['C4']);
    const card = (await screen.findByText(/#12 · Ana López/)).closest('a')!;
    expect(card).toHaveAttribute('href', '/alertas/12/show');
    expect(within(card).getByText('Activa')).toBeInTheDocument();
    expect(within(card).getByText('10-03-2026 07:30 AM')).toBeInTheDocument();
    expect(within(card).getByText(/Planta Apodaca/)).toBeInTheDocument();
  });
});
