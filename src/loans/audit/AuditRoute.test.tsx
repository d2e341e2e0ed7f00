import { render, screen } from '@testing-library/react';
import { App } from '../../App';
import { json, mockFetch, signIn } from '../../../test/client/fetchMock';
import { accessories, loan, parts } from './auditFixtures';

beforeAll(async () => {
  await import('./AuditPage');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('Audit route alias (SPEC §2)', () => {
  it('reaches the audit page from /fleet_trips/trips/7/audits/create, preloading through the API', async () => {
    signIn();
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith('/api/prestamos/7/')) return json(loan());
      if (call.url.startsWith('/api/piezas/activos/')) return json({ count: parts.length, next: null, previous: null, results: parts });
      if (call.url.startsWith('/api/accesorios/activos/')) return json({ count: accessories.length, next: null, previous: null, results: accessories });
      return json({ count: 0, next: null, previous: null, results: [] });
    });
    window.history.pushState({}, '', '/fleet_trips/trips/7/audits/create');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Auditoría inicial' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/viajes_fleet/viajes/7/auditorias/crear');
    expect(await screen.findByRole('region', { name: 'Llanta delantera' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'GET' && call.url.startsWith('/api/piezas/activos/'))).toBe(true);
    expect(calls.some((call) => call.method === 'GET' && call.url.startsWith('/api/accesorios/activos/'))).toBe(true);
  });
});
