import { act, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Show, TextField, memoryStore, useNotify } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { TestAdmin } from '../../test/client/TestAdmin';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { getContrastRatio } from '@mui/material/styles';
import { theme } from '../theme';
import { Notifier, TOAST_OPTIONS, placeToasts } from './Notifier';
import { until } from '../../test/client/until';

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
    await until(() => expect(screen.queryByText('Elemento creado')).not.toBeInTheDocument());
  }, 10_000);

  it('shows every success alike, react-admin\'s own "info" successes included', async () => {
    renderNotifier();
    act(() => {
      notify('ra.notification.created', { type: 'info' });
      notify('resources.plantas.notifications.exported', { type: 'success' });
    });
    const created = await screen.findByText('Elemento creado');
    const exported = screen.getByText('Plantas exportadas');
    const variantOf = (element: HTMLElement) => [...(element.closest('[class*="notistack-MuiContent"]')?.classList ?? [])].find((c) => /MuiContent-/.test(c));
    expect(variantOf(created)).toBe('notistack-MuiContent-success');
    expect(variantOf(exported)).toBe('notistack-MuiContent-success');
  });

  it.each(['success', 'error', 'warning'] as const)('writes a %s toast at 4.5:1 or more on its colour (WCAG 1.4.3)', async (type) => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()} theme={theme}>
        <Grab />
        <Notifier />
      </AdminContext>,
    );
    act(() => notify('ra.notification.updated', { type, messageArgs: { smart_count: 1 } }));
    const toast = (await screen.findByText('Elemento actualizado')).closest('.notistack-MuiContent')!;
    const { color, backgroundColor } = getComputedStyle(toast);
    expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('closes a stale error toast when the next save succeeds', async () => {
    renderNotifier();
    act(() => notify('resources.plantas.notifications.save_error', { type: 'error', messageArgs: { error: 'Revise los campos marcados' } }));
    expect(await screen.findByText('No se pudo guardar la planta: Revise los campos marcados')).toBeInTheDocument();
    act(() => notify('resources.plantas.notifications.updated', { type: 'info', messageArgs: { smart_count: 1 } }));
    expect(await screen.findByText('Planta guardada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/No se pudo guardar la planta/)).not.toBeInTheDocument());
  });

  it('places the toasts below the app bar and the page toolbar, so the page actions stay clickable', () => {
    document.body.innerHTML =
      '<header></header><div class="RaLayout-content"><div class="MuiToolbar-root" id="actions"></div><form><div class="MuiToolbar-root" id="form"></div></form></div>';
    const box = (top: number, bottom: number) => ({ top, bottom }) as DOMRect;
    const mock = (selector: string, top: number, bottom: number) => vi.spyOn(document.querySelector(selector)!, 'getBoundingClientRect').mockReturnValue(box(top, bottom));
    mock('header', 0, 48);
    mock('#actions', 48, 152);
    mock('#form', 700, 764);
    placeToasts();
    expect(document.documentElement.style.getPropertyValue('--toast-top')).toBe('160px');
    // Scrolled away, the toolbar is above the screen: the toasts stay under the app bar, never
    // below a form's own toolbar further down.
    mock('#actions', -80, -30);
    placeToasts();
    expect(document.documentElement.style.getPropertyValue('--toast-top')).toBe('56px');
    document.body.innerHTML = '';
  });
});

describe('a record that cannot be loaded (never "the element does not exist" unless it does not)', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  const openRecord = () =>
    render(
      <TestAdmin resource="plantas" dataProvider={dataProvider} path="/plantas/1/show" withToasts>
        <Routes>
          <Route
            path="/plantas/1/show"
            element={
              <Show resource="plantas" id={1}>
                <TextField source="name" />
              </Show>
            }
          />
          <Route path="/plantas" element={<p>Lista</p>} />
        </Routes>
      </TestAdmin>,
    );

  it('403 says the caller is not allowed', async () => {
    mockFetch(() => json({ detail: 'No tiene permiso para realizar esta acción.', code: 'permission_denied' }, 403));
    openRecord();
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    expect(screen.queryByText('El elemento no existe')).not.toBeInTheDocument();
  });

  it('500 says the server failed', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    openRecord();
    expect(await screen.findByText('Ocurrió un error inesperado en el servidor.')).toBeInTheDocument();
    expect(screen.queryByText('El elemento no existe')).not.toBeInTheDocument();
  });

  it('404 still says the element does not exist', async () => {
    mockFetch(() => json({ detail: 'No encontrado.', code: 'not_found' }, 404));
    openRecord();
    expect(await screen.findByText('El elemento no existe')).toBeInTheDocument();
  });
});
