import { act, screen, waitFor, within } from '@testing-library/react';
import { useCanAccess } from 'react-admin';
import { GROUPS } from '../../../domain/roles';
import { i18nProvider } from '../../providers/i18nProvider';
import { FakeSocket } from '../../realtime/fakeSocket';
import { ALERT_SOUND_KEY } from './alertSoundSetting';
import type { DeskAlert } from './deskAlerts';
import { DESK_SPACE_KEY } from './keptDeskSpace';
import { activeList, connect, deskAlert, fakePlayer, push, renderDesk } from './deskTestKit';

/** Says when the access question the desk asks has been answered (no), so its absence means something. */
const AccessAnswered = () => {
  const { canAccess } = useCanAccess({ resource: 'alertas', action: 'attend' });
  return canAccess === false ? <p>sin escritorio</p> : null;
};

const banner = () => screen.findByRole('region', { name: 'Alertas activas' });
const entries = (region: HTMLElement) => within(region).getAllByRole('listitem').map((item) => item.textContent);

describe('AlertDesk', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    localStorage.removeItem(ALERT_SOUND_KEY);
    localStorage.removeItem(DESK_SPACE_KEY);
  });
  afterEach(() => i18nProvider.changeLocale('es'));

  it('shows the active alerts loaded on mount, newest first, each linking to its page with who raised it and how long ago, without a sound', async () => {
    const player = fakePlayer();
    const getList = activeList(() => [deskAlert(8, 'Diego Ramírez', 3), deskAlert(5, 'Ana López', 90)]);
    renderDesk(getList, player);
    const region = await banner();
    expect(within(region).getByRole('heading', { level: 2, name: '2 alertas activas' })).toBeInTheDocument();
    expect(entries(region)).toEqual([
      expect.stringMatching(/^Alerta #8 · Diego Ramírez · Planta Apodaca · hace 3 minutos · /),
      expect.stringMatching(/^Alerta #5 · Ana López · Planta Apodaca · hace 1 hora · /),
    ]);
    expect(within(region).getByRole('link', { name: 'Alerta #8' })).toHaveAttribute('href', '/alertas/8/show');
    expect(getList).toHaveBeenCalledWith('alertas', expect.objectContaining({ filter: { status: 0 }, sort: { field: 'created_at', order: 'DESC' } }));
    await connect();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(player.play).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds an alert pushed by the server at the top without a reload, announces it and plays the sound once', async () => {
    const player = fakePlayer();
    const getList = activeList(() => [deskAlert(5, 'Ana López', 30)]);
    renderDesk(getList, player);
    await banner();
    await connect();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    push(deskAlert(9, 'Diego Ramírez', 0));
    const region = await banner();
    expect(entries(region)[0]).toMatch(/^Alerta #9 · Diego Ramírez · Planta Apodaca · hace un momento · /);
    expect(within(region).getByRole('heading', { name: '2 alertas activas' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nueva alerta de pánico de Diego Ramírez');
    expect(player.play).toHaveBeenCalledTimes(1);
    // The same frame again (another instance's push, a replay) is not a second alert.
    push(deskAlert(9, 'Diego Ramírez', 0));
    expect(entries(region)).toHaveLength(2);
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('drops an alert as soon as its attended frame arrives, whoever attended it, and hides once none is active', async () => {
    const getList = activeList(() => [deskAlert(8, 'Diego Ramírez', 3), deskAlert(5, 'Ana López', 90)]);
    renderDesk(getList, fakePlayer());
    await banner();
    await connect();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    push({ ...deskAlert(8, 'Diego Ramírez', 3), status: 1 });
    expect(entries(await banner())).toEqual([expect.stringMatching(/^Alerta #5 · Ana López/)]);
    expect(screen.getByRole('heading', { name: '1 alerta activa' })).toBeInTheDocument();
    push({ ...deskAlert(5, 'Ana López', 90), status: 1 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Alertas activas' })).not.toBeInTheDocument());
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('loads again when the socket reconnects, so an alert raised and one attended while it was down show as they are now', async () => {
    const player = fakePlayer();
    let active: DeskAlert[] = [deskAlert(8, 'Diego Ramírez', 3), deskAlert(5, 'Ana López', 90)];
    const getList = activeList(() => active);
    renderDesk(getList, player);
    await banner();
    await connect();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    act(() => FakeSocket.last.drop());
    // Meanwhile: #8 attended on another desk, #11 raised; neither was pushed here.
    active = [deskAlert(11, 'Luisa Pérez', 1), deskAlert(5, 'Ana López', 91)];
    act(() => void window.dispatchEvent(new Event('online')));
    await connect(2);
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(3));
    await waitFor(async () => expect(entries(await banner())).toEqual([expect.stringMatching(/^Alerta #11 · Luisa Pérez/), expect.stringMatching(/^Alerta #5 · Ana López/)]));
    // Raised while the desk could not hear it: new to this desk, so it sounds.
    expect(player.play).toHaveBeenCalledTimes(1);
  });

  it('lists the newest three and links to the list of every active one; when a listed one is attended, the next one takes its place', async () => {
    let active: DeskAlert[] = [4, 3, 2, 1].map((id) => deskAlert(id, `Persona ${id}`, 10 * (5 - id)));
    const getList = activeList(() => active);
    renderDesk(getList, fakePlayer());
    const region = await banner();
    expect(entries(region).map((text) => text?.slice(0, 9))).toEqual(['Alerta #4', 'Alerta #3', 'Alerta #2']);
    const all = within(region).getByRole('link', { name: 'Ver las 4 alertas activas' });
    const target = new URL(all.getAttribute('href')!, 'http://x');
    expect(target.pathname).toBe('/alertas');
    expect(JSON.parse(target.searchParams.get('filter')!)).toEqual({ status__in: [0] });
    await connect();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    active = active.filter((a) => a.id !== 3);
    push({ ...deskAlert(3, 'Persona 3', 20), status: 1 });
    await waitFor(() => expect(entries(region).map((text) => text?.slice(0, 9))).toEqual(['Alerta #4', 'Alerta #2', 'Alerta #1']));
    expect(getList).toHaveBeenCalledTimes(3);
    expect(within(region).queryByRole('link', { name: /Ver las/ })).not.toBeInTheDocument();
  });

  it('is not shown to HR, who reads the alerts but does not attend them: no banner, no call, no sound control', async () => {
    const getList = activeList(() => [deskAlert(8, 'Diego Ramírez', 3)]);
    renderDesk(getList, fakePlayer(), [GROUPS.rh_admin], <AccessAnswered />);
    await screen.findByText('sin escritorio');
    await connect();
    push(deskAlert(9, 'Luisa Pérez', 0));
    expect(screen.queryByRole('region', { name: 'Alertas activas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sonido de las alertas' })).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });

  it('speaks English when the interface does', async () => {
    await i18nProvider.changeLocale('en');
    const getList = activeList(() => [deskAlert(8, 'Diego Ramírez', 3), deskAlert(5, 'Ana López', 90)]);
    renderDesk(getList, fakePlayer(), ['Administrador']);
    const region = await screen.findByRole('region', { name: 'Active alerts' });
    expect(within(region).getByRole('heading', { name: '2 active alerts' })).toBeInTheDocument();
    expect(entries(region)[0]).toMatch(/^Alert #8 · Diego Ramírez · Planta Apodaca · 3 minutes ago · /);
    await connect();
    push(deskAlert(9, 'Luisa Pérez', 0));
    expect(await screen.findByRole('alert')).toHaveTextContent('New panic alert from Luisa Pérez');
  });

  it("holds the banner's last room until the alerts answer, so the screen under it does not jump, and keeps the new one", async () => {
    localStorage.setItem(DESK_SPACE_KEY, '124');
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(150);
    let answer: (alerts: DeskAlert[]) => void = () => undefined;
    const getList = vi.fn(() => new Promise((resolve) => (answer = (alerts) => resolve({ data: alerts, total: alerts.length }))));
    const { container } = renderDesk(getList, fakePlayer());
    const room = () => container.querySelector<HTMLElement>('div[aria-hidden="true"]');
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(room()).toHaveStyle({ height: '124px' });
    expect(screen.queryByRole('region', { name: 'Alertas activas' })).not.toBeInTheDocument();
    act(() => answer([deskAlert(8, 'Diego Ramírez', 3)]));
    await banner();
    expect(room()).toBeNull();
    expect(localStorage.getItem(DESK_SPACE_KEY)).toBe('150');
    // None active: no room is held next time.
    height.mockReturnValue(0);
    push({ ...deskAlert(8, 'Diego Ramírez', 3), status: 1 });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Alertas activas' })).not.toBeInTheDocument());
    expect(localStorage.getItem(DESK_SPACE_KEY)).toBeNull();
    height.mockRestore();
  });

  it('holds no room for HR, who has no desk', async () => {
    localStorage.setItem(DESK_SPACE_KEY, '124');
    const { container } = renderDesk(activeList(() => []), fakePlayer(), [GROUPS.rh_admin], <AccessAnswered />);
    await screen.findByText('sin escritorio');
    expect(container.querySelector('div[aria-hidden="true"]')).toBeNull();
  });
});
