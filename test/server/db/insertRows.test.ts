import { asc, eq } from 'drizzle-orm';
import { FILTER_LIMITS } from '../../../domain/filters';
import { audit_log, record_history } from '../../../server/db/schema';
import { recordAudits } from '../../../server/http/audit';
import { addHistory } from '../../../server/kit/history';
import { createTestApp, type TestApp } from '../support/harness';

/**
 * Audit and history rows go as one array parameter per column (server/db/insertRows.ts): as many
 * rows as a bulk call takes ids fit, and every value comes back as written.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

it('stores the history of as many records as a bulk call takes, past the 65,535 parameters one row per cell would need', async () => {
  const ids = Array.from({ length: FILTER_LIMITS.maxValues }, (_, i) => i + 1);
  // 8 columns a row: 80,000 parameters as a multi-row VALUES, which the protocol cannot carry.
  await t.database.db.transaction((tx) =>
    addHistory(tx, null, ...ids.map((recordId) => ({ resource: 'masivo', recordId, action: 'status', field: 'status', from: 1, to: 0, reason: 'lote' }))),
  );
  const rows = await t.database.db.select().from(record_history).where(eq(record_history.resource, 'masivo')).orderBy(asc(record_history.record_id));
  expect(rows.map((row) => row.record_id)).toEqual(ids);
  expect(rows[0]).toMatchObject({ action: 'status', field: 'status', from_state: 1, to_state: 0, reason: 'lote', user_id: null });
});

it('keeps every value as written: quotes, backslashes, braces, commas, the word NULL, accents and nulls', async () => {
  const awkward = ['comillas "dobles" y \'simples\'', 'barra \\ invertida', '{llaves}, comas', 'NULL', 'Ñandú — 🚗', ''];
  const entries = awkward.map((text, i) => ({ resource: 'raros', action: text || 'vacía', recordId: i % 2 ? String(i) : null, changes: i === 5 ? null : { text, list: [text, null, 1.5], nested: { text } } }));
  await t.database.db.transaction((tx) => recordAudits(tx, null, entries));
  const rows = await t.database.db.select().from(audit_log).where(eq(audit_log.resource, 'raros')).orderBy(asc(audit_log.id));
  expect(rows.map((row) => ({ resource: row.resource, action: row.action, recordId: row.record_id, changes: row.changes }))).toEqual(entries);
  expect(rows.every((row) => row.user_id === null && row.ip === null && row.at instanceof Date)).toBe(true);
});
