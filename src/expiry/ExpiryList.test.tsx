import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { addFilter } from '../../test/client/filters';
import { TestAdmin } from '../../test/client/TestAdmin';
import { screenWidth } from '../../test/client/screenWidth';
import { i18nProvider } from '../providers/i18nProvider';
import { ExpiryList } from './ExpiryList';
import type { ExpiryRow } from './expiryRows';

const row = (kind: ExpiryRow['kind'], record: string, name: string, vencimiento: string, days_left: number, extra: Partial<ExpiryRow> = {}): ExpiryRow => ({
  id: `${kind}-${record}`,
  kind,
  record,
  name,
  owner_name: null,
  planta: 1,
  vencimiento,
  days_left,
  status: days_left < 0 ? 4 : 3,
  ...extra,
});

const rows = [
  row('seguro', 'ABC-123', 'ABC-123', '2026-03-07', -3, { owner_name: 'Luis Pérez' }),
  row('tarjeta_gasolina', '5', 'G-0005', '2026-03-10', 0, { planta: null }),
  row('tarjeta_tag', '6', 'T-0006', '2026-03-11', 1, { planta: null }),
  row('licencia', '7', 'Ana López', '2026-03-22', 12),
];

const plants = [{ id: 1, name: 'Planta Apodaca', status: 1 }];

/** Where the app is, as the address bar would say. */
const Address = () => <output aria-label="address">{useLocation().pathname}</output>;

const renderList = (groups: string[], data: ExpiryRow[] = rows) => {
  const getList = vi.fn(async (resource: string) => (resource === 'plantas' ? { data: plants, total: 1 } : { data, total: data.length }));
  render(
    <TestAdmin groups={groups} resource="vencimientos" dataProvider={{ getList, getMany: async () => ({ data: plants }) } as never} path="/vencimientos">
      <ExpiryList />
      <Address />
    </TestAdmin>,
  );
  return { getList, actor: userEvent.setup() };
};

const rowOf = async (name: string) => (await screen.findByRole('link', { name }, { timeout: 5000 })).closest('tr')!;

describe('ExpiryList', () => {
  const matchMedia = window.matchMedia;
  afterEach(async () => {
    window.matchMedia = matchMedia;
    await i18nProvider.changeLocale('es');
  });

  it('lists what expires soonest first, each linked to where it is renewed, with its days left in words; read only', async () => {
    screenWidth(1400);
    const { getList } = renderList(['Administrador']);
    const insurance = await rowOf('ABC-123');
    expect(within(insurance).getByText('Seguro')).toBeInTheDocument();
    expect(within(insurance).getByText('Luis Pérez')).toBeInTheDocument();
    expect(within(insurance).getByText('07-03-2026')).toBeInTheDocument();
    expect(within(insurance).getByText('Venció hace 3 días')).toBeInTheDocument();
    expect(within(insurance).getByText('Vencido')).toHaveAttribute('data-color', 'error');
    expect(await within(insurance).findByText('Planta Apodaca')).toBeInTheDocument();
    expect(within(await rowOf('G-0005')).getByText('Vence hoy')).toBeInTheDocument();
    expect(within(await rowOf('T-0006')).getByText('Falta 1 día')).toBeInTheDocument();
    const licence = await rowOf('Ana López');
    expect(within(licence).getByText('Faltan 12 días')).toBeInTheDocument();
    expect(within(licence).getByText('Por vencer')).toHaveAttribute('data-color', 'warning');
    expect(within(licence).getByText('Licencia de conducir')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'ABC-123' })).toHaveAttribute('href', '/vehiculos/ABC-123');
    expect(screen.getByRole('link', { name: 'Ana López' })).toHaveAttribute('href', '/usuarios/7');
    await waitFor(() => expect(screen.getByRole('link', { name: 'G-0005' })).toHaveAttribute('href', '/tarjeta_gasolina/5'));
    expect(screen.getByRole('link', { name: 'T-0006' })).toHaveAttribute('href', '/tarjeta_tag/6');

    expect(getList).toHaveBeenCalledWith('vencimientos', expect.objectContaining({ sort: { field: 'vencimiento', order: 'ASC' } }));
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crear/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('speaks English for C4, who reads the cards rather than editing them', async () => {
    screenWidth(1400);
    await i18nProvider.changeLocale('en');
    renderList(['C4']);
    const insurance = await rowOf('ABC-123');
    expect(within(insurance).getByText('Insurance')).toBeInTheDocument();
    expect(within(insurance).getByText('03/07/2026')).toBeInTheDocument();
    expect(within(insurance).getByText('Expired 3 days ago')).toBeInTheDocument();
    expect(within(insurance).getByText('Expired')).toBeInTheDocument();
    expect(within(await rowOf('G-0005')).getByText('Expires today')).toBeInTheDocument();
    expect(within(await rowOf('T-0006')).getByText('1 day left')).toBeInTheDocument();
    expect(within(await rowOf('Ana López')).getByText('12 days left')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Holder', 'Document', 'Owner', 'Plant', 'Expiry date', 'Days left', 'Status']);
    await waitFor(() => expect(screen.getByRole('link', { name: 'G-0005' })).toHaveAttribute('href', '/tarjeta_gasolina/5/show'));
    expect(screen.getByRole('link', { name: 'T-0006' })).toHaveAttribute('href', '/tarjeta_tag/6/show');
    expect(screen.getByRole('link', { name: 'ABC-123' })).toHaveAttribute('href', '/vehiculos/ABC-123');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('filters by plant, kind, state and days, and a kind picked is sent as any of the kinds', async () => {
    screenWidth(1400);
    const { getList, actor } = renderList(['HHRR Administrador']);
    await rowOf('ABC-123');
    expect(screen.getByPlaceholderText('Buscar')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Agregar filtro' }));
    const menu = screen.getByRole('menu');
    for (const name of ['Planta', 'Documento', 'Estado', 'Vence desde', 'Vence hasta']) {
      expect(within(menu).getByRole('menuitemcheckbox', { name })).toBeInTheDocument();
    }
    await actor.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await addFilter(actor, 'Documento');
    await actor.click(await screen.findByRole('combobox', { name: 'Documento' }));
    await actor.click(await screen.findByRole('option', { name: 'Licencia de conducir' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('vencimientos', expect.objectContaining({ filter: { kind__in: ['licencia'] } })));
  });

  it('shows a card per row on a phone, opening where it is renewed', async () => {
    screenWidth(390);
    const { actor } = renderList(['Administrador']);
    const licence = (await screen.findByText(/Ana López · Licencia de conducir/, {}, { timeout: 5000 })).closest<HTMLElement>('[role="button"]')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const insurance = screen.getByText(/ABC-123 · Seguro/).closest<HTMLElement>('[role="button"]')!;
    expect(within(insurance).getByText('07-03-2026')).toBeInTheDocument();
    expect(within(insurance).getByText('Venció hace 3 días')).toBeInTheDocument();
    expect(within(insurance).getByText('Vencido')).toBeInTheDocument();
    // With the keyboard too: the card is a button.
    licence.focus();
    await actor.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/usuarios/7'));
  });

  it('says so when nothing expires', async () => {
    screenWidth(1400);
    renderList(['C4'], []);
    expect(await screen.findByText('Nada vence en los próximos 30 días y no hay nada vencido.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
