import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { i18nProvider } from '../../providers/i18nProvider';
import { licenceStatusChoices } from '../../users/userChoices';
import { RecordHistory } from './RecordHistory';
import type { HistoryEntry } from './useRecordHistory';

const entry = (id: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  action: 'redeem_points',
  field: null,
  from_state: null,
  to_state: null,
  reason: '',
  at: '2025-05-02T10:00:00',
  user_id: 2,
  user_name: 'Rubén Hernández',
  ...overrides,
});

const accepted = entry(3, { action: 'accept_licence', field: 'licencia_status', from_state: 0, to_state: 1, at: '2025-05-03T16:30:00' });
const rejected = entry(2, { action: 'reject_licence', field: 'licencia_status', from_state: 1, to_state: 2, reason: 'Foto borrosa' });
const expired = entry(1, { action: 'licence_state', field: 'licencia_status', from_state: 3, to_state: 4, user_id: null, user_name: null });

type Page = { data: HistoryEntry[]; total: number };
const providerOf = (answer: (page: number) => Promise<Page>) => ({
  getRecordList: vi.fn((_resource: string, _id: number, _sub: string, { page }: { page: number; perPage: number }) => answer(page)),
});

const renderHistory = (dataProvider: ReturnType<typeof providerOf>, variant?: 'list' | 'timeline') =>
  render(
    <TestAdmin resource="usuarios" dataProvider={dataProvider as never}>
      <RecordContextProvider value={{ id: 5, name: 'Ana' }}>
        <RecordHistory choices={{ licencia_status: licenceStatusChoices }} variant={variant} />
      </RecordContextProvider>
    </TestAdmin>,
  );

const lines = async () => within(await screen.findByRole('list', { name: 'Historial' })).getAllByRole('listitem');

describe('RecordHistory', () => {
  afterEach(() => i18nProvider.changeLocale('es'));

  it('lists the transitions newest first: what, from → to with the state labels, reason, when and who', async () => {
    const dataProvider = providerOf(async () => ({ data: [accepted, rejected, expired, entry(0, { action: 'nueva_cosa', user_name: null })], total: 4 }));
    renderHistory(dataProvider);
    expect(screen.getByRole('progressbar', { name: 'Cargando el historial…' })).toBeInTheDocument();
    const [first, second, third, fourth] = await lines();
    expect(screen.getByRole('region', { name: 'Historial' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Licencia aceptada');
    expect(first).toHaveTextContent('Pendiente → Aceptada');
    expect(first).toHaveTextContent('03-05-2025 04:30 PM · Rubén Hernández');
    expect(first).not.toHaveTextContent('Motivo');
    expect(second).toHaveTextContent('Licencia rechazada');
    expect(second).toHaveTextContent('Aceptada → Rechazada');
    expect(second).toHaveTextContent('Motivo: Foto borrosa');
    // The daily expiry job has no user: "Sistema".
    expect(third).toHaveTextContent('Estado actualizado por la fecha de vencimiento');
    expect(third).toHaveTextContent('Por vencer → Vencida');
    expect(third).toHaveTextContent('02-05-2025 10:00 AM · Sistema');
    // An undeclared action falls back to its raw name; a user since deleted is not "the system".
    expect(fourth).toHaveTextContent('Acción «nueva_cosa»');
    expect(fourth).toHaveTextContent('Usuario eliminado');
    expect(screen.getByText('4 de 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(dataProvider.getRecordList).toHaveBeenCalledWith('usuarios', 5, 'history', { page: 1, perPage: 10 });
  });

  it('shows 10 a page and appends the next page with "Ver más"', async () => {
    const all = Array.from({ length: 13 }, (_, i) => entry(13 - i, { reason: `Canje ${13 - i}` }));
    const dataProvider = providerOf(async (page) => ({ data: all.slice((page - 1) * 10, page * 10), total: all.length }));
    renderHistory(dataProvider);
    expect(await lines()).toHaveLength(10);
    expect(screen.getByText('10 de 13')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByText('13 de 13')).toBeInTheDocument();
    const shown = await lines();
    expect(shown).toHaveLength(13);
    expect(shown[12]).toHaveTextContent('Motivo: Canje 1');
    expect(dataProvider.getRecordList).toHaveBeenLastCalledWith('usuarios', 5, 'history', { page: 2, perPage: 10 });
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('draws the same entries as a timeline (points on a line, no dividers) with variant="timeline"', async () => {
    renderHistory(providerOf(async () => ({ data: [accepted, rejected], total: 2 })), 'timeline');
    const [first, second] = await lines();
    expect(first).toHaveTextContent('Licencia aceptada');
    expect(first).toHaveTextContent('Pendiente → Aceptada');
    expect(second).toHaveTextContent('Motivo: Foto borrosa');
    for (const line of [first, second]) expect(line).not.toHaveClass('MuiListItem-divider');
  });

  it("words a note the resource declares as not a reason (a loan's card number, its vehicles) its own way", async () => {
    const dataProvider = providerOf(async () => ({
      data: [entry(5, { action: 'change_vehicle', reason: 'ADY-793-H → ZRV-101-A' }), entry(4, { action: 'assign_fuel_card', reason: 'G-0003' })],
      total: 2,
    }));
    render(
      <TestAdmin resource="prestamos" dataProvider={dataProvider as never}>
        <RecordContextProvider value={{ id: 12 }}>
          <RecordHistory />
        </RecordContextProvider>
      </TestAdmin>,
    );
    const [vehicle, line] = await lines();
    expect(line).toHaveTextContent('Tarjeta de gasolina asignada');
    expect(line).toHaveTextContent('Tarjeta de gasolina G-0003');
    expect(line).not.toHaveTextContent('Motivo');
    expect(vehicle).toHaveTextContent('Vehículo ADY-793-H → ZRV-101-A');
    expect(vehicle).not.toHaveTextContent('Motivo');
  });

  it('names the state once, without an arrow, when the entry keeps it', async () => {
    renderHistory(providerOf(async () => ({ data: [entry(4, { action: 'accept_licence', field: 'licencia_status', from_state: 1, to_state: 1 })], total: 1 })));
    const [line] = await lines();
    expect(line).toHaveTextContent('Aceptada');
    expect(line).not.toHaveTextContent('→');
  });

  it('says so when the record has no history', async () => {
    renderHistory(providerOf(async () => ({ data: [], total: 0 })));
    expect(await screen.findByText('Este registro todavía no tiene movimientos.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the server's message when the history cannot be read", async () => {
    renderHistory(providerOf(async () => Promise.reject(new HttpError('No tiene permiso para realizar esta acción.', 403))));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el historial: No tiene permiso para realizar esta acción.');
  });

  it('speaks English, with the English date format and "System"', async () => {
    await i18nProvider.changeLocale('en');
    renderHistory(providerOf(async () => ({ data: [rejected, expired], total: 2 })));
    const list = await screen.findByRole('list', { name: 'History' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Licence rejected');
    expect(first).toHaveTextContent('Accepted → Rejected');
    expect(first).toHaveTextContent('Reason: Foto borrosa');
    expect(first).toHaveTextContent('05/02/2025 10:00:00 · Rubén Hernández');
    expect(second).toHaveTextContent('Expiring → Expired');
    expect(second).toHaveTextContent('System');
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
  });
});
