import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { Notifier, TOAST_OPTIONS } from './Notifier';

let notify: ReturnType<typeof useNotify>;
const Grab = () => {
  notify = useNotify();
  return null;
};

const renderNotifier = () =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <Grab />
      <Notifier />
    </AdminContext>,
  );

describe('Notifier (SPEC §9 toasts)', () => {
  it('uses 5,000 ms, at most 20, top right', () => {
    expect(TOAST_OPTIONS).toEqual({ autoHideDuration: 5000, maxSnack: 20, anchorOrigin: { vertical: 'top', horizontal: 'right' } });
  });

  it('shows several translated notifications at once and empties react-admin’s queue', async () => {
    renderNotifier();
    act(() => {
      notify('resources.plantas.notifications.deleted', { type: 'success', messageArgs: { smart_count: 3 } });
      notify('ra.notification.http_error', { type: 'error' });
      notify('Texto libre del servidor', { type: 'warning' });
    });
    expect(await screen.findByText('3 plantas eliminadas')).toBeInTheDocument();
    expect(screen.getByText('Error de comunicación con el servidor')).toBeInTheDocument();
    expect(screen.getByText('Texto libre del servidor')).toBeInTheDocument();
  });

  // Real time: notistack keeps its own timer references, which fake timers do not reach.
  it('keeps a toast for 5 seconds, then hides it', async () => {
    renderNotifier();
    act(() => notify('ra.notification.created', { type: 'info' }));
    expect(await screen.findByText('Elemento creado')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 4000));
    expect(screen.getByText('Elemento creado')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 2000));
    await vi.waitFor(() => expect(screen.queryByText('Elemento creado')).not.toBeInTheDocument());
  }, 10_000);
});
