import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { authProvider } from '../providers/authProvider';
import { SignedOut, SignedOutContext, type HandOver } from './SignedOut';

/** What the admin hands the sign-in shell when react-admin lands on /login sent from `nextPathname`. */
const handOverFrom = (nextPathname: string) => {
  const handOvers: HandOver[] = [];
  render(
    <SignedOutContext.Provider value={(handOver) => handOvers.push(handOver)}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { nextPathname } }]}>
        <SignedOut />
      </MemoryRouter>
    </SignedOutContext.Provider>,
  );
  return handOvers;
};

describe('SignedOut: why the sign-in page opens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the session was ended elsewhere, and returns to the page, when a call of a stored session answers 401', async () => {
    // Signed in afresh (any earlier sign-out forgotten), then the server refuses the session: as the socket says it.
    mockFetch(() => json({ access: 'a', refresh: 'r', groups: ['Administrador'], first_name: 'Ana', last_name: 'López', id: 1, websockets_token: 'w' }));
    await authProvider.login({ email: 'ana@flotilla.mx', password: 'flotilla' });
    await authProvider.checkError({ status: 401 }).catch(() => undefined);
    expect(handOverFrom('/plantas')).toEqual([{ next: '/plantas', notice: 'app.auth.session_ended' }]);
  });

  it('says the session expired when it was gone before the 401 (its refresh refused)', async () => {
    mockFetch(() => json({ access: 'a', refresh: 'r', groups: ['Administrador'], first_name: 'Ana', last_name: 'López', id: 1, websockets_token: 'w' }));
    await authProvider.login({ email: 'ana@flotilla.mx', password: 'flotilla' });
    localStorage.clear();
    sessionStorage.clear();
    await authProvider.checkError({ status: 401 }).catch(() => undefined);
    expect(handOverFrom('/plantas')).toEqual([{ next: '/plantas', notice: 'app.auth.session_expired' }]);
  });

  it('says nothing after a chosen sign-out, even when a screen still drawn is sent here with its page', async () => {
    signIn();
    mockFetch(() => json({}));
    await authProvider.logout(undefined);
    expect(handOverFrom('/plantas')).toEqual([{}]);
  });
});
