import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { useCanAccess } from 'react-admin';
import { GROUPS } from '../../../domain/roles';
import type { MockInstance } from 'vitest';
import { signIn } from '../../../test/client/fetchMock';
import { afterFirstAnswer, holdUntilFirstAnswer, noteAnswer } from '../../providers/firstAnswer';
import { i18nProvider } from '../../providers/i18nProvider';
import { clearSession } from '../../providers/session';
import { FakeSocket } from '../../realtime/fakeSocket';
import { ALERT_SOUND_KEY } from './alertSoundSetting';
import type { DeskAlert } from './deskAlerts';
import { useHeldForDesk } from './deskHold';
import { keepDeskSpace, readDeskSpace } from './keptDeskSpace';
import { until } from '../../../test/client/until';
import { activeList, connect, deskAlert, fakePlayer, push, renderDesk } from './deskTestKit';

/** Says when the access question the desk asks has been answered (no), so its absence means something. */
const AccessAnswered = () => {
  const { canAccess } = useCanAccess({ resource: 'alertas', action: 'attend' });
  return canAccess === false ? <p>sin escritorio</p> : null;
};

/** Says whether the layout holds the menu and screen hidden for the desk (src/layout/Layout.tsx reads the same). */
const ScreenProbe = () => <p>{useHeldForDesk() ? 'pantalla retenida' : 'pantalla visible'}</p>;

const banner = () => screen.findByRole('region', { name: 'Alertas activas' });
const entries = (region: HTMLElement) => within(region).getAllByRole('listitem').map((item) => item.textContent);

describe('AlertDesk', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    localStorage.removeItem(ALERT_SOUND_KEY);
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

  describe("the banner's room on a page load", () => {
    let height: MockInstance<() => number>;
    beforeEach(() => {
      height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(150);
    });
    afterEach(() => {
      height.mockRestore();
      clearSession();
    });

    /** The alerts' call, answering or failing only when the test says so (on a page load it waits for the screen's). */
    const heldList = () => {
      let settle = { answer: (_alerts: DeskAlert[]) => undefined as void, fail: () => undefined as void };
      const getList = vi.fn(
        () => new Promise((resolve, reject) => (settle = { answer: (alerts) => resolve({ data: alerts, total: alerts.length }), fail: () => reject(new Error('caída')) })),
      );
      return { getList, answer: (alerts: DeskAlert[]) => act(() => settle.answer(alerts)), fail: () => act(() => settle.fail()) };
    };
    const room = (container: HTMLElement) => container.querySelector<HTMLElement>('div[aria-hidden="true"]');
    /** A C4 desk whose banner took 124 px last time, drawn with its alerts' call held. */
    const heldDesk = () => {
      const session = signIn({ id: 7, roles: ['C4'] });
      keepDeskSpace(session, 124);
      const call = heldList();
      return { session, call, container: renderDesk(call.getList, fakePlayer()).container };
    };
    const noBanner = () => expect(screen.queryByRole('region', { name: 'Alertas activas' })).not.toBeInTheDocument();

    it('holds the room the banner last took from the first drawing until the alerts answer, then keeps the new one; none active, none held', async () => {
      const { session, call, container } = heldDesk();
      // Before react-admin's access check answers: the session's groups decide.
      expect(room(container)).toHaveStyle({ height: '124px' });
      await waitFor(() => expect(call.getList).toHaveBeenCalled());
      expect(room(container)).toHaveStyle({ height: '124px' });
      noBanner();
      call.answer([deskAlert(8, 'Diego Ramírez', 3)]);
      await banner();
      expect(room(container)).toBeNull();
      expect(readDeskSpace(session)).toBe(150);
      height.mockReturnValue(0);
      push({ ...deskAlert(8, 'Diego Ramírez', 3), status: 1 });
      await waitFor(noBanner);
      expect(readDeskSpace(session)).toBe(0);
    });

    it('keeps the room while a frame comes before the first answer, which then brings it', async () => {
      const { session, call, container } = heldDesk();
      await waitFor(() => expect(call.getList).toHaveBeenCalled());
      push({ ...deskAlert(5, 'Ana López', 30), status: 1 });
      expect(room(container)).toHaveStyle({ height: '124px' });
      expect(readDeskSpace(session)).toBe(124);
      call.answer([deskAlert(8, 'Diego Ramírez', 3)]);
      expect(entries(await banner())).toEqual([expect.stringMatching(/^Alerta #8 · /)]);
    });

    it('gives the room back when the first load fails, without forgetting it for the next load', async () => {
      const { session, call, container } = heldDesk();
      await waitFor(() => expect(call.getList).toHaveBeenCalled());
      call.fail();
      await waitFor(() => expect(room(container)).toBeNull());
      noBanner();
      expect(readDeskSpace(session)).toBe(124);
    });

    it('holds no room for HR, who has no desk, nor one kept for another account', async () => {
      keepDeskSpace(signIn({ id: 7, roles: ['C4'] }), 124);
      signIn({ id: 9, roles: [GROUPS.rh_admin] });
      const hr = renderDesk(activeList(() => []), fakePlayer(), [GROUPS.rh_admin], <AccessAnswered />);
      expect(room(hr.container)).toBeNull();
      await screen.findByText('sin escritorio');
      expect(room(hr.container)).toBeNull();
      hr.unmount();
      signIn({ id: 8, roles: ['C4'] });
      const other = renderDesk(heldList().getList, fakePlayer());
      expect(room(other.container)).toBeNull();
    });

    describe('with no room kept for the account (its first screen on this browser)', () => {
      /** A C4 desk on a page load (the bell waits for the screen's first answer), its alerts' call held. */
      const firstLoad = (keep = false) => {
        const session = signIn({ id: 7, roles: ['C4'] });
        if (keep) keepDeskSpace(session, 124);
        holdUntilFirstAnswer();
        const call = heldList();
        renderDesk(call.getList, fakePlayer(), ['C4'], <ScreenProbe />);
        return { session, call };
      };
      // The page load's wait ends with each test.
      afterEach(async () => {
        noteAnswer();
        await afterFirstAnswer();
      });

      it("asks its alerts beside the screen's reads and holds the screen until they answer, so it shows with its banner", async () => {
        const { session, call } = firstLoad();
        expect(screen.getByText('pantalla retenida')).toBeInTheDocument();
        // Not after the screen's first answer, which has not come.
        await until(() => expect(call.getList).toHaveBeenCalled());
        expect(screen.getByText('pantalla retenida')).toBeInTheDocument();
        call.answer([deskAlert(8, 'Diego Ramírez', 3)]);
        await banner();
        expect(screen.getByText('pantalla visible')).toBeInTheDocument();
        expect(readDeskSpace(session)).toBe(150);
      });

      it('lets the screen show when the first load fails, and after two seconds at most', async () => {
        const failing = firstLoad();
        await until(() => expect(failing.call.getList).toHaveBeenCalled());
        failing.call.fail();
        // Well before the two seconds' fallback.
        await until(() => expect(screen.getByText('pantalla visible')).toBeInTheDocument(), { timeout: 1500 });
        noBanner();
        noteAnswer();
        cleanup();
        clearSession();
        const silent = firstLoad();
        await until(() => expect(silent.call.getList).toHaveBeenCalled());
        expect(screen.getByText('pantalla retenida')).toBeInTheDocument();
        await until(() => expect(screen.getByText('pantalla visible')).toBeInTheDocument(), { timeout: 5000 });
        noBanner();
      });

      it('holds nothing once a room is kept: the call waits for the screen, as on every later load', async () => {
        const { call } = firstLoad(true);
        expect(screen.getByText('pantalla visible')).toBeInTheDocument();
        noteAnswer();
        await until(() => expect(call.getList).toHaveBeenCalled());
      });

      it('holds the screen as on a first load when the room was kept at another width, where the banner wraps otherwise', async () => {
        const wide = window.innerWidth;
        try {
          window.innerWidth = 1400;
          keepDeskSpace(signIn({ id: 7, roles: ['C4'] }), 124);
          window.innerWidth = 390;
          const { session, call } = firstLoad();
          expect(readDeskSpace(session)).toBe(0);
          expect(screen.getByText('pantalla retenida')).toBeInTheDocument();
          await until(() => expect(call.getList).toHaveBeenCalled());
          call.answer([deskAlert(8, 'Diego Ramírez', 3)]);
          await banner();
          expect(screen.getByText('pantalla visible')).toBeInTheDocument();
          // Kept again at this width; the wide one's no longer holds here.
          expect(readDeskSpace(session)).toBe(150);
        } finally {
          window.innerWidth = wide;
        }
      });

      it('holds nothing for HR, who has no desk', async () => {
        signIn({ id: 9, roles: [GROUPS.rh_admin] });
        holdUntilFirstAnswer();
        renderDesk(activeList(() => []), fakePlayer(), [GROUPS.rh_admin], <ScreenProbe />);
        expect(screen.getByText('pantalla visible')).toBeInTheDocument();
      });
    });
  });
});
