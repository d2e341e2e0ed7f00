import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18nProvider } from '../../providers/i18nProvider';
import { FakeSocket } from '../../realtime/fakeSocket';
import { ALERT_SOUND_KEY } from './alertSoundSetting';
import { activeList, connect, deskAlert, fakePlayer, push, renderDesk } from './deskTestKit';

const soundSwitch = () => screen.findByRole('button', { name: 'Sonido de las alertas' });

describe('AlertSoundToggle', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    localStorage.removeItem(ALERT_SOUND_KEY);
  });
  afterEach(() => i18nProvider.changeLocale('es'));

  it('is on by default and shown with no alert active; the first click or key on the page unlocks the player', async () => {
    const player = fakePlayer();
    const getList = activeList(() => []);
    renderDesk(getList, player);
    const button = await soundSwitch();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    // The desk is there (it asked for the active alerts), drawing nothing while none is active.
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Alertas activas' })).not.toBeInTheDocument();
    expect(player.unlock).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(player.unlock).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(player.unlock).toHaveBeenCalledTimes(2);
  });

  it('turned off, it stays off in this browser (a new tab reads it) and a new alert arrives in silence, still shown and announced', async () => {
    const player = fakePlayer();
    const getList = activeList(() => []);
    const first = renderDesk(getList, player);
    await userEvent.click(await soundSwitch());
    expect(await soundSwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(ALERT_SOUND_KEY)).toBe('off');
    first.unmount();

    FakeSocket.all = [];
    const calls = getList.mock.calls.length;
    renderDesk(getList, player);
    expect(await soundSwitch()).toHaveAttribute('aria-pressed', 'false');
    await connect();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(calls + 2));
    push(deskAlert(9, 'Diego Ramírez', 0));
    expect(await screen.findByRole('link', { name: 'Alerta #9' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nueva alerta de pánico de Diego Ramírez');
    expect(player.play).not.toHaveBeenCalled();
  });

  it('turned back on, it plays once as a check, is remembered, and the next alert sounds', async () => {
    localStorage.setItem(ALERT_SOUND_KEY, 'off');
    const player = fakePlayer();
    const getList = activeList(() => []);
    renderDesk(getList, player);
    await userEvent.click(await soundSwitch());
    expect(await soundSwitch()).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(ALERT_SOUND_KEY)).toBe('on');
    expect(player.play).toHaveBeenCalledTimes(1);
    await connect();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    push(deskAlert(9, 'Diego Ramírez', 0));
    await screen.findByRole('link', { name: 'Alerta #9' });
    expect(player.play).toHaveBeenCalledTimes(2);
  });

  it('says its state in a tooltip, in English too', async () => {
    await i18nProvider.changeLocale('en');
    renderDesk(activeList(() => []), fakePlayer(), ['Administrador']);
    const button = await screen.findByRole('button', { name: 'Alert sound' });
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Alert sound: on');
  });
});
