import { withClient } from './pgClient';
import type { BenchDataset } from './data';
import type { Call } from './load';
import type { ListOf, RecordOf, Scenario } from './scenarios';

/** The people the account scenarios ask about (bench/data/signIns.ts). */
export interface AccountFacts {
  /** A person with tens of thousands of sign-in events, a second factor and several live sessions. */
  busy: number;
  /** A person with a handful of sign-in events. */
  quiet: number;
}

export function accountFacts(dataset: BenchDataset): AccountFacts {
  if (!dataset.signIns) throw new Error('the bench data set has no sign-ins part (bench/data/signIns.ts)');
  return { busy: dataset.signIns.busy, quiet: dataset.signIns.quiet };
}

/**
 * Ends the sessions the bench accounts' earlier runs left live (each run signs in again), so that
 * "own sessions" lists this run's, as a person's few, not a row more for every past run: after
 * four days of runs the bench administrator had 131 (976 µs of Node and 300 of PostgreSQL a call).
 */
export async function endEarlierSessions(url: string, dataset: BenchDataset) {
  const emails = Object.values(dataset.accounts).map((account) => account.email);
  await withClient(url, (client) =>
    client.query('UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM usuarios WHERE email = ANY($1))', [emails]),
  );
}

const get = (path: string): Call => ({ method: 'GET', path: `/api/${path}` });
const signInLog = (person: number, page: number) => get(`usuarios/${person}/accesos/?page=${page}&limit=25`);

/**
 * Accounts (issue #36): a person's sign-in log on their record (newest first, its first page and
 * a deep one, and a person with few events), their second factor and live sessions, and the
 * caller's own account and sessions (My account). The caller is the bench administrator.
 */
export function accountScenarios(f: AccountFacts, list: ListOf, record: RecordOf): Scenario[] {
  return [
    list('account', 'account: sign-in log, busy person', signInLog(f.busy, 1)),
    list('account', 'account: sign-in log, busy person, page 40', signInLog(f.busy, 40)),
    list('account', 'account: sign-in log, few events', signInLog(f.quiet, 1)),
    record('account', "account: a person's security (factor and sessions)", `usuarios/${f.busy}/seguridad/`),
    record('account', 'account: own account (My account)', 'auth/account/'),
    list('account', 'account: own sessions (My account)', get('auth/account/sessions/')),
  ];
}
