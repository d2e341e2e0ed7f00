import type { LightMyRequestResponse } from 'fastify';
import { plantas } from '../../../server/db/schema';
import { createTestAppWithRoles, type Call, type RoleTokens, type TestApp, type TestAppOptions } from './harness';

/** The first plant by id: the one a test's records belong to unless it says otherwise. */
export async function firstPlant(t: TestApp) {
  const [plant] = await t.database.db.select({ id: plantas.id, name: plantas.name }).from(plantas).orderBy(plantas.id).limit(1);
  return plant;
}

/**
 * Stands for an object that beforeAll makes: each property read goes to it, so a test file names
 * it once, at the top, and uses it as the object itself inside its hooks and tests.
 */
function late<T extends object>(get: () => T): T {
  return new Proxy({} as T, { get: (_, key) => Reflect.get(get(), key) });
}

type Caller = (call: Call) => Promise<LightMyRequestResponse>;

/**
 * The app one test file shares, with the admin, HR and C4 demo accounts signed in
 * (createTestAppWithRoles) and its first plant read: made in beforeAll, closed in afterAll.
 * `t`, `tokens` and `plant` stand for what beforeAll makes; `as.admin(call)` (and rh, rh_admin,
 * c4) calls with that role's token, in `lang` when given. Hooks a file adds run after this one's
 * beforeAll and before its afterAll.
 */
export function roleTestApp({ lang, ...opts }: TestAppOptions & { lang?: string } = {}) {
  let made: { t: TestApp; tokens: RoleTokens; plant: { id: number; name: string } } | undefined;
  beforeAll(async () => {
    const { t, tokens } = await createTestAppWithRoles(opts);
    made = { t, tokens, plant: await firstPlant(t) };
  });
  afterAll(() => made?.t.close());
  const ready = () => {
    if (!made) throw new Error('roleTestApp: the app is read before its beforeAll ran');
    return made;
  };
  const t = late(() => ready().t);
  const tokens = late(() => ready().tokens);
  const defaults = lang ? { lang } : {};
  const caller = (role: keyof RoleTokens): Caller => (call) => t.call({ token: tokens[role], ...defaults, ...call });
  return {
    t,
    tokens,
    plant: late(() => ready().plant),
    as: { admin: caller('admin'), rh: caller('rh'), rh_admin: caller('rh_admin'), c4: caller('c4') },
  };
}
