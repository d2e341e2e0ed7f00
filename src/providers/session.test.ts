import { sessionFixture } from '../../test/client/fetchMock';
import { SESSION_KEY, endedBySignOut, getSession, noteSignedOutByChoice, saveSession, sessionEndNotice, sessionEnded, updateSessionName } from './session';

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("updates the stored name where the session is kept, leaving the rest (My account's profile)", () => {
    saveSession(sessionFixture({ remember: false }));
    updateSessionName('Ana María López');
    expect(getSession()).toMatchObject({ nombre: 'Ana María López', access: 'access-1', email: 'ana@flotilla.mx' });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('changes nothing without a session', () => {
    updateSessionName('Nadie');
    expect(getSession()).toBeNull();
  });

  it('remembers whether the last session ended by choice', () => {
    noteSignedOutByChoice(true);
    expect(endedBySignOut()).toBe(true);
    noteSignedOutByChoice(false);
    expect(endedBySignOut()).toBe(false);
  });

  it('says why a session ended on its own: refused while stored, ended elsewhere; gone already, it ran out', () => {
    saveSession(sessionFixture());
    expect(sessionEnded()).toBe('app.auth.session_ended');
    expect(getSession()).toBeNull();
    expect(endedBySignOut()).toBe(false);
    expect(sessionEndNotice()).toBe('app.auth.session_ended');

    expect(sessionEnded()).toBe('app.auth.session_expired');
    expect(sessionEndNotice()).toBe('app.auth.session_expired');
    // A new sign-in (or a chosen sign-out) forgets why the last one ended.
    saveSession(sessionFixture());
    sessionEnded();
    noteSignedOutByChoice(false);
    expect(sessionEndNotice()).toBe('app.auth.session_expired');
  });
});
