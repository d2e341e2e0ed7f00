import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestAdmin } from '../../test/client/TestAdmin';
import { i18nProvider } from '../providers/i18nProvider';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { OfflineIndicator } from '../realtime/OfflineIndicator';
import { FakeSocket, createFakeSocket } from '../realtime/fakeSocket';
import { NotificationBell } from './NotificationBell';
import { notificationsApi } from './notificationsApi';

const row = (id: number, title: string) => ({
  id,
  type: 3,
  title,
  message: 'Ana López subió su licencia.',
  resource: 'usuarios',
  record_id: 7,
  seen: false,
  created_at: '2026-03-07T15:04:05Z',
});

const renderBell = (getList: ReturnType<typeof vi.fn>) =>
  render(
    <RealtimeProvider options={{ createSocket: createFakeSocket, ticket: async () => 'ticket', url: () => 'ws://test/api/ws/' }}>
      <TestAdmin dataProvider={{ getList } as never}>
        <OfflineIndicator />
        <NotificationBell />
      </TestAdmin>
    </RealtimeProvider>,
  );

/** The server accepts the socket's ticket. */
const connect = async () => {
  await waitFor(() => expect(FakeSocket.all).toHaveLength(1));
  act(() => {
    FakeSocket.last.open();
    FakeSocket.last.push({ type: 'ready' });
  });
};

describe('NotificationBell', () => {
  beforeEach(() => {
    FakeSocket.all = [];
  });
  afterEach(() => i18nProvider.changeLocale('es'));

  it('shows the unseen count and the latest ones in a popover, with a link to the page and rows that open their record', async () => {
    const getList = vi.fn(async () => ({ data: [row(2, 'Licencia por registrar'), row(1, 'Licencia actualizada')], total: 12 }));
    renderBell(getList);
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 12 sin leer' });
    expect(within(bell).getByText('12')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('notificaciones', expect.objectContaining({ pagination: { page: 1, perPage: 5 }, sort: { field: 'created_at', order: 'DESC' } }));
    await userEvent.click(bell);
    const popover = await screen.findByRole('dialog', { name: 'Últimas notificaciones' });
    expect(within(popover).getByText('Licencia por registrar')).toBeInTheDocument();
    expect(within(popover).getByText('Licencia actualizada').closest('a')).toHaveAttribute('href', '/usuarios/7');
    expect(within(popover).getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/notificaciones');
  });

  it('marks an unseen notification seen when it is opened, and counts again', async () => {
    const markSeen = vi.spyOn(notificationsApi, 'markSeen').mockResolvedValue(undefined as never);
    try {
      const getList = vi.fn(async () => ({ data: [row(2, 'Licencia por registrar')], total: 1 }));
      renderBell(getList);
      await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }));
      const popover = await screen.findByRole('dialog', { name: 'Últimas notificaciones' });
      const calls = getList.mock.calls.length;
      await userEvent.click(within(popover).getByText('Licencia por registrar'));
      expect(markSeen).toHaveBeenCalledWith(2);
      await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
    } finally {
      markSeen.mockRestore();
    }
  });

  it('says it is counting, not "0", until the count answers; then shows the count', async () => {
    let answer: (value: { data: ReturnType<typeof row>[]; total: number }) => void = () => undefined;
    const getList = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    renderBell(getList);
    const counting = await screen.findByRole('button', { name: 'Notificaciones: contando las sin leer…' });
    expect(counting).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: /Notificaciones: 0/ })).not.toBeInTheDocument();
    // Nor does its badge show a figure its name does not hold (WCAG 2.5.3).
    expect(counting).not.toHaveTextContent(/\d/);
    await waitFor(() => expect(getList).toHaveBeenCalled());
    act(() => answer({ data: [row(1, 'Licencia actualizada')], total: 3 }));
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 3 sin leer' });
    expect(bell).toHaveAttribute('aria-busy', 'false');
    expect(bell).toHaveTextContent('3');
  });

  it('a pushed notification raises the count without a reload', async () => {
    let total = 1;
    const getList = vi.fn(async () => ({ data: [row(total, `Aviso ${total}`)], total }));
    renderBell(getList);
    await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' });
    await connect();
    total = 2;
    act(() => FakeSocket.last.push({ type: 'notification', notification: row(2, 'Aviso 2') }));
    expect(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeInTheDocument();
  });

  it('shows a quiet offline sign while the socket is down, gone again once it reconnects', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderBell(getList);
    await connect();
    expect(screen.queryByRole('status', { name: /sin conexión en tiempo real/i })).not.toBeInTheDocument();
    act(() => FakeSocket.last.drop());
    expect(await screen.findByRole('status', { name: /sin conexión en tiempo real/i })).toBeInTheDocument();
    // The network comes back: it reconnects at once with a new ticket instead of waiting out the backoff.
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    act(() => {
      FakeSocket.last.open();
      FakeSocket.last.push({ type: 'ready' });
    });
    expect(FakeSocket.last.sent).toEqual([{ type: 'auth', token: 'ticket', language: 'es' }]);
    await waitFor(() => expect(screen.queryByRole('status', { name: /sin conexión en tiempo real/i })).not.toBeInTheDocument());
  });

  it('catches up on what was raised while the socket was down once it reconnects', async () => {
    let total = 1;
    const getList = vi.fn(async () => ({ data: [row(total, `Aviso ${total}`)], total }));
    renderBell(getList);
    await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' });
    await connect();
    act(() => FakeSocket.last.drop());
    await screen.findByRole('status', { name: /sin conexión en tiempo real/i });
    // Raised while offline: never pushed.
    total = 3;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    act(() => {
      FakeSocket.last.open();
      FakeSocket.last.push({ type: 'ready' });
    });
    expect(await screen.findByRole('button', { name: 'Notificaciones: 3 sin leer' })).toBeInTheDocument();
  });

  it('speaks English when the interface does, and says when nothing is unread', async () => {
    await i18nProvider.changeLocale('en');
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderBell(getList);
    const bell = await screen.findByRole('button', { name: 'Notifications: 0 unread' });
    await userEvent.click(bell);
    expect(await screen.findByText('No unread notifications.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all' })).toBeInTheDocument();
  });
});
