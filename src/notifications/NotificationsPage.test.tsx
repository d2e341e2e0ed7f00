import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../test/client/TestAdmin';
import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { i18nProvider } from '../providers/i18nProvider';
import { toInstantBounds } from './NotificationFilters';
import { NotificationsPage } from './NotificationsPage';
import { recordPath } from './recordPath';

const unseen = [
  { id: 5, type: 3, title: 'Licencia por registrar', message: 'Ana López subió su licencia.', resource: 'usuarios', record_id: 7, seen: false, created_at: '2026-03-07T15:04:05Z' },
  { id: 4, type: 9, title: 'Venció el seguro de ABC-123', message: 'El seguro de ABC-123 venció.', resource: 'plantas', record_id: 2, seen: false, created_at: '2026-03-06T10:00:00Z' },
];
const history = [{ ...unseen[1], id: 3, seen: true, title: 'El seguro de ABC-123 vence pronto', type: 8 }];

const renderPage = () => {
  const getList = vi.fn(async (resource: string) => (resource === 'notificaciones' ? { data: unseen, total: 2 } : { data: history, total: 1 }));
  render(
    <TestAdmin resource="notificaciones" dataProvider={{ getList } as never} withToasts>
      <NotificationsPage />
    </TestAdmin>,
  );
  return getList;
};

describe('NotificationsPage', () => {
  let fetched: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    signIn();
    fetched = mockFetch(() => json(null, 204));
  });
  afterEach(() => i18nProvider.changeLocale('es'));

  it('lists the unseen ones first, newest first, each row opening its record', async () => {
    const getList = renderPage();
    const list = await screen.findByRole('list', { name: 'Sin leer' });
    expect(within(list).getByText('Licencia por registrar').closest('a')).toHaveAttribute('href', '/usuarios/7');
    expect(within(list).getByText('Venció el seguro de ABC-123').closest('a')).toHaveAttribute('href', '/plantas/2/show');
    expect(within(list).getByText('Solicitud de registro de licencia')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('notificaciones', expect.objectContaining({ sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: 25 } }));
  });

  it('past the count cap says "más de 10,000" and pages on with next instead of numbered pages', async () => {
    const getList = vi.fn(async (resource: string, { pagination }: { pagination: { page: number } }) =>
      resource === 'notificaciones'
        ? { data: pagination.page === 1 ? unseen : history, total: 10_000, pageInfo: { hasNextPage: true, hasPreviousPage: pagination.page > 1 }, meta: { countExact: false } }
        : { data: history, total: 1 },
    );
    render(
      <TestAdmin resource="notificaciones" dataProvider={{ getList } as never}>
        <NotificationsPage />
      </TestAdmin>,
    );
    expect(await screen.findByText('1-25 de más de 10,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(getList).toHaveBeenCalledWith('notificaciones', expect.objectContaining({ pagination: { page: 2, perPage: 25 } })));
    expect(await screen.findByText('26-50 de más de 10,000')).toBeInTheDocument();
  });

  it('marks one as read, and all as read, through the DELETE calls, with a toast and a refetch', async () => {
    const getList = renderPage();
    const list = await screen.findByRole('list', { name: 'Sin leer' });
    const calls = getList.mock.calls.length;
    await userEvent.click(within(list).getAllByRole('button', { name: 'Marcar como leída' })[0]);
    await waitFor(() => expect(fetched.calls.map((c) => [c.method, c.url])).toEqual([['DELETE', '/api/notificaciones/5/delete_unseen/']]));
    expect(await screen.findByText('Notificación marcada como leída')).toBeInTheDocument();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() => expect(fetched.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/notificaciones/delete_all_unseen/' }));
  });

  it('the history deletes one, and clears all only after confirming', async () => {
    const getList = renderPage();
    await screen.findByRole('list', { name: 'Sin leer' });
    await userEvent.click(screen.getByRole('tab', { name: 'Historial' }));
    const list = await screen.findByRole('list', { name: 'Historial' });
    expect(getList).toHaveBeenCalledWith('notificaciones/history', expect.anything());
    expect(within(list).getByText('El seguro de ABC-123 vence pronto')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Eliminar del historial' }));
    await waitFor(() => expect(fetched.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/notificaciones/3/' }));

    await userEvent.click(screen.getByRole('button', { name: 'Vaciar historial' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Vaciar el historial de notificaciones?' });
    expect(fetched.calls).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetched.calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Vaciar historial' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(fetched.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/notificaciones/delete_all/' }));
    expect(await screen.findByText('Historial vaciado')).toBeInTheDocument();
  });

  it('says so when there is nothing to read, and filters by type', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    render(
      <TestAdmin resource="notificaciones" dataProvider={{ getList } as never}>
        <NotificationsPage />
      </TestAdmin>,
    );
    expect(await screen.findByText('Está al día: no tiene notificaciones sin leer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Seguro vencido' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('notificaciones', expect.objectContaining({ filter: { type: 9 } })));
    expect(await screen.findByText('Ninguna notificación coincide con los filtros.')).toBeInTheDocument();
  });

  it('in English', async () => {
    await i18nProvider.changeLocale('en');
    renderPage();
    expect(await screen.findByRole('list', { name: 'Unread' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(2);
    expect(screen.getByText('Licence registration request')).toBeInTheDocument();
  });
});

describe('notification helpers', () => {
  it('opens users on their SPEC §2 record path and other resources on their show page', () => {
    expect(recordPath({ resource: 'usuarios', record_id: 7 })).toBe('/usuarios/7');
    expect(recordPath({ resource: 'plantas/', record_id: 3 })).toBe('/plantas/3/show');
    expect(recordPath({ resource: null, record_id: null })).toBeNull();
  });

  it('widens the day filters to the whole local days', () => {
    const bounds = toInstantBounds({ type: 2, created_at__gte: '2026-03-01', created_at__lte: '2026-03-07' });
    expect(bounds.type).toBe(2);
    expect(new Date(bounds.created_at__gte as string).getTime()).toBe(new Date(2026, 2, 1).getTime());
    expect(new Date(bounds.created_at__lte as string).getTime()).toBe(new Date(2026, 2, 7, 23, 59, 59, 999).getTime());
  });
});
