import type { ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { RealtimeProvider } from '../../realtime/RealtimeProvider';
import { FakeSocket, createFakeSocket } from '../../realtime/fakeSocket';
import { AlertDesk } from './AlertDesk';
import { AlertSoundPlayerContext, type AlertSoundPlayer } from './alertSoundPlayer';
import { AlertSoundToggle } from './AlertSoundToggle';
import type { DeskAlert } from './deskAlerts';

/** What the desk's tests share: alerts as the list and the socket answer them, and the desk in a realtime tab. */

/** An alert raised `minutes` ago (list row and realtime frame alike). */
export const deskAlert = (id: number, name: string, minutes: number, status = 0): DeskAlert & Record<string, unknown> => ({
  id,
  status,
  issued_by: 20 + id,
  issued_by_name: name,
  planta_name: 'Planta Apodaca',
  latitude: 25.7,
  longitude: -100.3,
  created_at: new Date(Date.now() - minutes * 60_000).toISOString(),
});

/** A data provider answering GET alertas/ status 0 with whatever `active()` holds at the time of the call. */
export const activeList = (active: () => DeskAlert[]) =>
  vi.fn(async (_resource: string, { pagination }: { pagination: { perPage: number } }) => {
    const all = active();
    return { data: all.slice(0, pagination.perPage), total: all.length };
  });

/** A player that only counts: the seam the desk plays through (AlertSoundPlayerContext). */
export const fakePlayer = () => ({ unlock: vi.fn<() => void>(), play: vi.fn<() => void>() }) satisfies AlertSoundPlayer;

/** The desk and the sound's switch as the layout and app bar mount them, for `groups`. */
export const renderDesk = (getList: ReturnType<typeof vi.fn>, player: AlertSoundPlayer, groups = ['C4'], beside: ReactNode = null) =>
  render(
    <RealtimeProvider options={{ createSocket: createFakeSocket, ticket: async () => 'ticket', url: () => 'ws://test/api/ws/' }}>
      <AlertSoundPlayerContext.Provider value={player}>
        <TestAdmin groups={groups} dataProvider={{ getList } as never}>
          <AlertSoundToggle />
          <AlertDesk />
          {beside}
        </TestAdmin>
      </AlertSoundPlayerContext.Provider>
    </RealtimeProvider>,
  );

/** The server accepts the newest socket's ticket. */
export const connect = async (sockets = 1) => {
  await waitFor(() => expect(FakeSocket.all).toHaveLength(sockets));
  act(() => {
    FakeSocket.last.open();
    FakeSocket.last.push({ type: 'ready' });
  });
};

/** The hub's frame for an alert raised or attended. */
export const push = (alert: DeskAlert) => act(() => FakeSocket.last.push({ type: 'alert', alert }));
