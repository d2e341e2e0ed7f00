import { render } from '@testing-library/react';
import { json, mockFetch, signIn } from '../../../test/client/fetchMock';
import { request } from '../../providers/http';
import { ReauthDialog } from './ReauthDialog';

// The prompt's chunk cannot be fetched: the connection dropped since the page loaded.
vi.mock('./ReauthForm', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('ReauthDialog without its chunk', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fails the waiting call as one without connection, rather than leaving it waiting', async () => {
    const { calls } = mockFetch(() => json({ detail: 'Confirme su identidad.', code: 'reauth_required', methods: ['password'] }, 403));
    const { unmount } = render(<ReauthDialog />);
    await expect(request('auth/account/second_factor/setup/', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 0, body: { code: 'network' } });
    expect(calls).toHaveLength(1);
    unmount();
  });
});
