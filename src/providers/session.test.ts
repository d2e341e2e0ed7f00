import { sessionFixture } from '../../test/client/fetchMock';
import { SESSION_KEY, endedBySignOut, getSession, noteSignedOutByChoice, saveSession, updateSessionName } from './session';

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
});
