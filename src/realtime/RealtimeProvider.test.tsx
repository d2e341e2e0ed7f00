import { render, screen } from '@testing-library/react';
import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { clearSession, getSession, noteSignedOutByChoice } from '../providers/session';
import { SignedOutContext, type HandOver } from '../shell/SignedOut';
import { FakeSocket, createFakeSocket } from './fakeSocket';
import { RealtimeProvider, useRealtimeStatus } from './RealtimeProvider';
import { until } from '../../test/client/until';

const Status = () => <p>{`Estado: ${useRealtimeStatus()}`}</p>;

/** G3: a session ended from elsewhere signs this tab out as soon as its socket is closed. */
describe('RealtimeProvider: a session ended elsewhere', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/vehiculos?estado=1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  const mount = () => {
    const handOvers: HandOver[] = [];
    render(
      <SignedOutContext.Provider value={(handOver) => handOvers.push(handOver)}>
        <RealtimeProvider options={{ createSocket: createFakeSocket, url: () => 'ws://flotilla.test/api/ws/' }}>
          <p>Vehículos</p>
          <Status />
        </RealtimeProvider>
      </SignedOutContext.Provider>,
    );
    return handOvers;
  };

  /** A signed-in tab whose socket is open and ready; the server will refuse its next ticket. */
  const connectedWithTicketRefusedNext = async () => {
    signIn();
    const { calls, reply } = mockFetch();
    reply(json({ websockets_token: 'ticket-1' }), json({ detail: 'Token inválido', code: 'token_not_valid' }, 401));
    const handOvers = mount();
    await until(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.last.open();
    FakeSocket.last.push({ type: 'ready' });
    return { calls, handOvers };
  };

  it('clears the session and hands over to the sign-in page with the notice and this page when the new ticket is refused', async () => {
    const { calls, handOvers } = await connectedWithTicketRefusedNext();
    // The server closes the ended session's socket; the tab asks for a new ticket, which is refused.
    FakeSocket.last.drop(4401);
    await until(() => expect(handOvers).toEqual([{ next: '/vehiculos?estado=1', notice: 'app.auth.session_ended' }]));
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/ws-ticket/', '/api/auth/ws-ticket/']);
    expect(getSession()).toBeNull();
    expect(screen.getByText('Vehículos')).toBeInTheDocument();
  });

  it('says the session expired when it ran out rather than being ended elsewhere', async () => {
    // A refresh token past its 6.8 days: the ticket call ends the session before asking the server.
    signIn({ accessExpiresAt: Date.now() - 1000, refreshExpiresAt: Date.now() - 1000 });
    const { calls } = mockFetch();
    const handOvers = mount();
    await until(() => expect(handOvers).toEqual([{ next: '/vehiculos?estado=1', notice: 'app.auth.session_expired' }]));
    expect(calls).toHaveLength(0);
    expect(getSession()).toBeNull();
  });

  it('keeps the session when the ticket call fails otherwise (no connection, a server error)', async () => {
    signIn();
    const { calls } = mockFetch(() => json({ detail: 'Error', code: 'internal' }, 500));
    const handOvers = mount();
    await until(() => expect(calls).toHaveLength(1));
    expect(handOvers).toEqual([]);
    expect(getSession()).not.toBeNull();
  });

  it('leaves a chosen sign-out as it is: its socket closed on the way out hands nothing over', async () => {
    const { calls, handOvers } = await connectedWithTicketRefusedNext();
    // Signing out ends the session on the server, which closes its socket before the app unmounts.
    noteSignedOutByChoice(true);
    clearSession();
    FakeSocket.last.drop(4401);
    // The closed socket finds no session for a new ticket and stops (offline) without handing over.
    expect(await screen.findByText('Estado: offline')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(handOvers).toEqual([]);
    noteSignedOutByChoice(false);
  });
});
