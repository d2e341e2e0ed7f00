import { canAccess } from '../../../domain/access';
import { HOME_FIGURES } from '../../../domain/home';
import { GROUPS } from '../../../domain/roles';
import { translate } from '../../../server/http/i18n';
import { aggregates, resources } from '../../../server/resources';
import { homeFigures } from '../../../server/resources/home/homeFigures';
import { countedLists } from '../../../server/resources/home/homeLists';
import { appToken } from '../app/appHelpers';
import { roleTestApp } from '../support/roleApp';

/** GET inicio/ and inicio/tendencias/: who may call them, what each group is shown, and the plant they take. */
const { t, tokens, as } = roleTestApp({ lang: 'en' });

const PATHS = ['inicio/', 'inicio/tendencias/'];
const keysOf = (res: { json(): { figures: { key: string }[] } }) => res.json().figures.map((f) => f.key);

describe('who calls Home', () => {
  it.each([
    ['admin', GROUPS.admin],
    ['rh', GROUPS.rh_admin],
    ['c4', GROUPS.c4],
  ] as const)('shows %s exactly the figures its group may list, and its trends', async (role, group) => {
    const figures = await as[role]({ url: 'inicio/' });
    expect(figures.statusCode).toBe(200);
    expect(keysOf(figures)).toEqual(HOME_FIGURES.filter((f) => canAccess([group], f.resource, 'list')).map((f) => f.key));
    const trends = await as[role]({ url: 'inicio/tendencias/' });
    expect([trends.statusCode, trends.json().months.length]).toEqual([200, 12]);
  });

  it('leaves out the figures of lists the groups may not read', async () => {
    // The groups' figures straight from the call's work: no demo account is in a group that reads none of the lists.
    const ctx = { config: t.config, database: t.database, mailer: { outboxDir: t.dataDir, send: async () => undefined }, files: t.files };
    const figures = homeFigures(ctx, countedLists(resources, aggregates), () => undefined);
    expect((await figures([], null)).figures).toEqual([]);
    expect((await figures(['Conductor'], null)).figures).toEqual([]);
    expect((await figures([GROUPS.c4], null)).figures.map((f) => f.key)).toEqual(HOME_FIGURES.map((f) => f.key));
  });

  it('refuses an app session (403) and a caller without a token (401)', async () => {
    const phone = await appToken(t);
    for (const url of PATHS) {
      expect([url, (await t.call({ url, token: phone })).statusCode]).toEqual([url, 403]);
      const anonymous = await t.call({ url });
      expect([url, anonymous.statusCode, anonymous.json().code]).toEqual([url, 401, 'not_authenticated']);
    }
  });
});

describe('the plant Home is asked for', () => {
  const message = (key: string, params?: Record<string, unknown>) => [translate('en', `validation.${key}`, params)];

  it.each([
    ['abc', message('integer')],
    ['1.5', message('integer')],
    ['0', message('min_value', { count: 1 })],
    ['-3', message('min_value', { count: 1 })],
    ['2147483648', message('max_value', { count: 2147483647 })],
    ['999999', message('reference')],
  ])('refuses planta=%s with a field error', async (planta, expected) => {
    for (const url of PATHS) {
      const res = await as.admin({ url: `${url}?planta=${planta}` });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, { planta: expected }]);
    }
  });

  it('refuses a key it does not take, and takes an empty plant as every plant', async () => {
    for (const url of PATHS) {
      const unknown = await as.admin({ url: `${url}?plant=1` });
      expect([url, unknown.statusCode, unknown.json()]).toEqual([url, 400, { plant: message('unknown_field') }]);
      const all = await as.admin({ url: `${url}?planta=` });
      expect([url, all.statusCode, all.json().planta]).toEqual([url, 200, null]);
    }
  });

  it('answers the plant asked for', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>('SELECT id FROM plantas ORDER BY id DESC LIMIT 1');
    for (const url of PATHS) {
      const res = await t.call({ url: `${url}?planta=${rows[0].id}`, token: tokens.c4 });
      expect([url, res.statusCode, res.json().planta]).toEqual([url, 200, rows[0].id]);
    }
  });
});
