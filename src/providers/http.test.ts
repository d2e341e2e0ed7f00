import { json, mockFetch, signIn } from '../../test/client/fetchMock';
import { ReauthCancelled, request, requestJson, setReauthHandler } from './http';
import { until } from '../../test/client/until';

const REFUSED = { detail: 'Confirme su identidad.', code: 'reauth_required', methods: ['password', 'code'] };

describe('request: re-authentication for sensitive changes', () => {
  let removeHandler: (() => void) | undefined;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signIn();
  });
  afterEach(() => {
    removeHandler?.();
    removeHandler = undefined;
    vi.unstubAllGlobals();
  });

  it('waits for the handler on 403 reauth_required and sends the same call once more', async () => {
    const { calls, reply } = mockFetch();
    reply(json(REFUSED, 403), json({ id: 4, groups: ['Administrador'] }));
    const handler = vi.fn(async () => undefined);
    removeHandler = setReauthHandler(handler);
    const answer = await requestJson('usuarios/plataforma/4/', { method: 'PATCH', body: { groups: ['Administrador'] } });
    expect(answer).toEqual({ id: 4, groups: ['Administrador'] });
    expect(handler).toHaveBeenCalledWith({ methods: ['password', 'code'] });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ method: 'PATCH', url: '/api/usuarios/plataforma/4/', body: { groups: ['Administrador'] } });
    expect(calls[1].headers.authorization).toBe('Bearer access-1');
  });

  it('sends a FormData body again', async () => {
    const { calls, reply } = mockFetch();
    reply(json(REFUSED, 403), json({ ok: true }));
    removeHandler = setReauthHandler(async () => undefined);
    const form = new FormData();
    form.append('imagen', new Blob(['x'], { type: 'image/png' }), 'foto.png');
    await request('usuarios/4/foto_perfil/', { method: 'POST', body: form });
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toBeInstanceOf(FormData);
    expect((calls[1].body as FormData).get('imagen')).toBeInstanceOf(Blob);
  });

  it('rejects with ReauthCancelled, not the 403, when the person cancels, without sending again', async () => {
    const { calls } = mockFetch(() => json(REFUSED, 403));
    removeHandler = setReauthHandler(async () => {
      throw new ReauthCancelled();
    });
    const failure = request('configuracion/1/', { method: 'PATCH', body: { second_factor_groups: ['C4'] } });
    await expect(failure).rejects.toBeInstanceOf(ReauthCancelled);
    expect(calls).toHaveLength(1);
  });

  it('fails as a call without connection when the prompt could not be shown', async () => {
    const { calls } = mockFetch(() => json(REFUSED, 403));
    removeHandler = setReauthHandler(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const failure = request('configuracion/1/', { method: 'PATCH', body: {} });
    await expect(failure).rejects.toMatchObject({ status: 0, body: { code: 'network' } });
    expect(calls).toHaveLength(1);
  });

  it('asks once: a second refusal after confirming is the answer', async () => {
    const { calls } = mockFetch(() => json(REFUSED, 403));
    const handler = vi.fn(async () => undefined);
    removeHandler = setReauthHandler(handler);
    await expect(request('usuarios/4/quitar_segundo_factor/', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('shares one confirmation between calls refused together', async () => {
    const { calls, reply } = mockFetch(() => json({ ok: true }));
    reply(json(REFUSED, 403), json(REFUSED, 403));
    let confirm!: () => void;
    const handler = vi.fn(() => new Promise<void>((resolve) => (confirm = resolve)));
    removeHandler = setReauthHandler(handler);
    const both = Promise.all([request('a/', { method: 'POST', body: {} }), request('b/', { method: 'POST', body: {} })]);
    await until(() => expect(calls).toHaveLength(2));
    await until(() => expect(handler).toHaveBeenCalled());
    confirm();
    await both;
    expect(handler).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/a/', '/api/a/', '/api/b/', '/api/b/']);
  });

  it('leaves other refusals, and reauth_required with no handler, as they are', async () => {
    const { calls, reply } = mockFetch();
    reply(json({ detail: 'No', code: 'permission_denied' }, 403), json(REFUSED, 403));
    const handler = vi.fn(async () => undefined);
    removeHandler = setReauthHandler(handler);
    await expect(request('x/')).rejects.toMatchObject({ status: 403, body: { code: 'permission_denied' } });
    expect(handler).not.toHaveBeenCalled();
    removeHandler();
    await expect(request('y/', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403, body: { code: 'reauth_required' } });
    expect(calls).toHaveLength(2);
  });
});
