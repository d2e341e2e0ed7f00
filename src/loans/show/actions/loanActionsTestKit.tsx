import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, useGetOne } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { TestAdmin } from '../../../../test/client/TestAdmin';
import { json, mockFetch, signIn, type Call } from '../../../../test/client/fetchMock';
import { dataProvider } from '../../../providers/dataProvider';
import { LoanActions } from './LoanActions';
import { until } from '../../../../test/client/until';

export const ADMIN = ['Administrador'];
export const HR = ['HHRR Administrador'];
export const C4 = ['C4'];

export const LOAN_ID = 12;
export const loanFixture = (overrides: Record<string, unknown> = {}) => ({
  id: LOAN_ID,
  usuario: 4,
  status: 0,
  vehiculo: null,
  tarjeta_gasolina: null,
  tarjeta_tag: null,
  ...overrides,
});

export const page = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

/** A server call of these tests: answers by method and path (after /api/), else the next rule. */
export type Route = (path: string, call: Call) => Response | Promise<Response> | undefined;

/** The record as the record page holds it (a refresh is a second GET) and where the page is. */
const LoanPage = () => {
  const { data } = useGetOne('prestamos', { id: LOAN_ID });
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      {data && (
        <RecordContextProvider value={data}>
          <p>Loaded {String(data.status)}</p>
          <LoanActions />
        </RecordContextProvider>
      )}
    </>
  );
};

/**
 * The actions of one loan for one role, through the real data provider on a mocked fetch, so
 * the tests read the paths and bodies the server receives. `routes` answer first; the loan's GET
 * answers the loan; other calls answer the loan too (a transition answers the record).
 */
export const renderLoanActions = (groups: string[], loan: Record<string, unknown>, routes: Route[] = []) => {
  signIn({ roles: groups, rol: groups[0] });
  const { calls } = mockFetch((call) => {
    const path = call.url.replace(/^\/api\//, '').replace(/\?.*$/, '');
    for (const route of routes) {
      const answer = route(path, call);
      if (answer) return answer;
    }
    if (path.startsWith('plantas/')) return json(page([{ id: 2, name: 'Planta Norte' }]));
    return json(loan);
  });
  render(
    <TestAdmin groups={groups} dataProvider={dataProvider} withToasts path={`/viajes_fleet/viajes/${LOAN_ID}`}>
      <LoanPage />
    </TestAdmin>,
  );
  return { calls, actor: userEvent.setup() };
};

/** Calls to one path (after /api/) with one method. */
export const callsTo = (calls: Call[], method: string, path: string) => calls.filter((call) => call.method === method && call.url.replace(/\?.*$/, '') === `/api/${path}`);

export const loaded = (status: number) => screen.findByText(`Loaded ${status}`);
export const dialog = () => screen.getByRole('dialog');
export const inDialog = () => within(dialog());
/** The actions shown, in order (buttons and the audit links). */
export const actionNames = () => Array.from(screen.getByRole('group').querySelectorAll('button, a')).map((element) => element.textContent);

/** Waits until exactly these actions show (each button appears once the role's access is known). */
export const expectActions = (names: string[]) => until(() => expect(actionNames()).toEqual(names));
