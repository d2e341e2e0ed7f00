import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ACCESS_RULES } from '../../../domain/access';
import { ACTIVE_STATUS_VALUES } from '../../../domain/status';
import { piezas } from '../../../server/db/schema';
import { defineResource } from '../../../server/kit/define';
import { activeStatus, requiredText } from '../../../server/kit/fields';
import { referenceRegistry } from '../../../server/kit/references';
import { resourceRoutes } from '../../../server/kit/routes';
import type { Call, RoleTokens } from '../support/harness';
import { roleTestApp } from '../support/roleApp';

/**
 * DOMAIN §1: a PUT or PATCH that changes the status field is a status change too. No resource of
 * domain/access.ts gives `edit` without `status` today, so a test-only rule does: HR edits, only
 * admins change the status. canAccess is the real one, reading that rule.
 */
const BASE = 'pruebas_estado';
const rules = ACCESS_RULES as unknown as Record<string, unknown>;
rules[BASE] = { read: ['admin', 'rh_admin', 'c4'], write: ['admin', 'rh_admin'], actions: { status: ['admin'] } };

const testParts = defineResource({
  base: BASE,
  table: piezas,
  input: z.object({ name: requiredText(100), status: activeStatus() }),
  filters: {},
  search: ['name'],
  ordering: ['id'],
  defaultOrdering: 'id',
  exportColumns: [{ field: 'id' }],
  status: { field: 'status', values: ACTIVE_STATUS_VALUES },
});

const { t, tokens } = roleTestApp({ kitRoutes: (ctx) => resourceRoutes(ctx, testParts, referenceRegistry([testParts])) });
afterAll(() => {
  delete rules[BASE];
});

const as = (role: keyof RoleTokens) => (call: Call) => t.call({ token: tokens[role], ...call, url: `kit/${BASE}/${call.url}` });
let serial = 0;
const newPiece = async () => (await t.database.db.insert(piezas).values({ name: `Estado ${++serial}`, status: 1 }).returning())[0];
const stored = async (id: number) => (await t.database.db.select().from(piezas).where(eq(piezas.id, id)))[0];

it('lets a caller with edit but not status edit other fields, and send the status unchanged', async () => {
  const piece = await newPiece();
  const patched = await as('rh')({ method: 'PATCH', url: `${piece.id}/`, payload: { name: `${piece.name} editada` } });
  expect([patched.statusCode, patched.json().name]).toEqual([200, `${piece.name} editada`]);
  const put = await as('rh')({ method: 'PUT', url: `${piece.id}/`, payload: { name: piece.name, status: 1 } });
  expect([put.statusCode, put.json().status]).toEqual([200, 1]);
});

it.each([
  ['PATCH', { status: 0 }],
  ['PUT', { name: 'Cambiada', status: 0 }],
] as const)('refuses a %s changing the status to a caller without status, changing nothing', async (method, payload) => {
  const piece = await newPiece();
  const res = await as('rh')({ method, url: `${piece.id}/`, payload });
  expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied']);
  expect(await stored(piece.id)).toEqual(piece);
  // change_multiple_status refuses the same caller before the body is read.
  expect((await as('rh')({ method: 'POST', url: 'change_multiple_status/', payload: { ids: [piece.id], status: 0 } })).statusCode).toBe(403);
});

it('lets a caller with status change it through an edit', async () => {
  const piece = await newPiece();
  const res = await as('admin')({ method: 'PATCH', url: `${piece.id}/`, payload: { status: 0 } });
  expect([res.statusCode, res.json().status]).toEqual([200, 0]);
  expect((await stored(piece.id)).status).toBe(0);
});
