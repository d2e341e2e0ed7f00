import { json, mockFetch } from '../../test/client/fetchMock';
import { i18nProvider } from '../providers/i18nProvider';
import { getSession } from '../providers/session';
import { DEVICES_KEY, accountKey, deviceTokenFor } from './deviceTokens';
import { LoginError, confirmLoginSetup, signIn, submitCode } from './signInApi';

const CHALLENGE = { challenge: 'ch-1', second_factor: 'code', expires_in: 300 };
const TOKENS = { access: 'a', refresh: 'r', groups: ['Administrador'], first_name: 'Ana', last_name: 'López', id: 7, websockets_token: 'w' };

describe('signInApi', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await i18nProvider.changeLocale('es');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the device token a sign-in answers, under a hash of the email, and sends it with that account only', async () => {
    const { calls, reply } = mockFetch(() => json(TOKENS));
    reply(json({ ...TOKENS, device_token: 'dev-1' }));
    await signIn({ email: 'Ana@Flotilla.mx', password: 'secreto123' });
    const stored = localStorage.getItem(DEVICES_KEY)!;
    expect(stored).not.toContain('ana@flotilla.mx');
    expect(JSON.parse(stored)).toEqual({ [await accountKey('ana@flotilla.mx')]: 'dev-1' });
    expect(await accountKey('ana@flotilla.mx')).toMatch(/^[0-9a-f]{64}$/);

    await signIn({ email: 'ana@flotilla.mx', password: 'secreto123' });
    await signIn({ email: 'luis@flotilla.mx', password: 'secreto123' });
    expect(calls[0].body).toEqual({ email: 'Ana@Flotilla.mx', password: 'secreto123' });
    expect(calls[1].body).toEqual({ email: 'ana@flotilla.mx', password: 'secreto123', device_token: 'dev-1' });
    expect(calls[2].body).toEqual({ email: 'luis@flotilla.mx', password: 'secreto123' });
  });

  it('keeps the device tokens across sign-outs, and a new one replaces the old', async () => {
    const { calls, reply } = mockFetch(() => json(TOKENS));
    reply(json({ ...TOKENS, device_token: 'dev-1' }), json(CHALLENGE), json({ ...TOKENS, device_token: 'dev-2' }));
    await signIn({ email: 'ana@flotilla.mx', password: 'secreto123' });
    sessionStorage.clear();
    const result = await signIn({ email: 'ana@flotilla.mx', password: 'secreto123' });
    expect(result).toEqual({ kind: 'challenge', challenge: 'ch-1', step: 'code', expiresIn: 300 });
    expect(getSession()).toBeNull();
    await submitCode({ challenge: 'ch-1', code: '123456', email: 'ana@flotilla.mx', remember: false });
    expect(calls[2].body).toEqual({ challenge: 'ch-1', code: '123456', device_token: 'dev-1' });
    expect(await deviceTokenFor('ANA@flotilla.mx')).toBe('dev-2');
  });

  it("refuses a code with the server's words and keeps its code", async () => {
    const { reply } = mockFetch();
    reply(json({ detail: 'x', code: 'challenge_expired' }, 401), json({ detail: 'Demasiados intentos. Vuelva a intentarlo en 1 minuto.', code: 'throttled', retry_after: 60 }, 429));
    const expired = await submitCode({ challenge: 'c', code: '123456', email: 'a@b.c', remember: false }).catch((e) => e);
    expect(expired).toBeInstanceOf(LoginError);
    expect(expired).toMatchObject({ code: 'challenge_expired', status: 401 });
    const waiting = await confirmLoginSetup('c', '123456').catch((e) => e);
    expect(waiting).toMatchObject({ code: 'throttled', status: 429, message: 'Demasiados intentos. Vuelva a intentarlo en 1 minuto.' });
  });
});
