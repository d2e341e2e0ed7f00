import { eq, inArray } from 'drizzle-orm';
import { LOAN_STATUS_VALUES } from '../../../domain/loans';
import { prestamos, record_history, tarjeta_gasolina, tarjeta_tag } from '../../../server/db/schema';
import { translate } from '../../../server/http/i18n';
import type { Call } from '../support/harness';
import { roleTestApp } from '../support/roleApp';
import { addLoan, loanRows } from './loansSetup';

/**
 * tarjeta_gasolina/ and tarjeta_tag/ (DOMAIN §5 Cards): numero unique, disponibles/ with the
 * active free cards, asignar_prestamo/ on a loan in 7 or 2 only, one card of each kind per loan,
 * no deleting a card a loan holds; written by admins only (DOMAIN §1).
 */
const { t, tokens } = roleTestApp();

const en = (key: string, params?: Record<string, unknown>) => translate('en', key, params);
let serial = 0;

describe.each([
  { base: 'tarjeta_gasolina', table: tarjeta_gasolina, other: 'tarjeta_tag' },
  { base: 'tarjeta_tag', table: tarjeta_tag, other: 'tarjeta_gasolina' },
] as const)('$base', ({ base, table, other }) => {
  const admin = (c: Call) => t.call({ token: tokens.admin, lang: 'en', ...c });
  const addCard = async (extra: Record<string, unknown> = {}) => {
    const res = await admin({ method: 'POST', url: `${base}/`, payload: { numero: `C-${base}-${++serial}`, proveedor: 'Edenred', ...extra } });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; numero: string; prestamo: number | null; status: number };
  };
  const card = async (id: number) => (await t.database.db.select().from(table).where(eq(table.id, id)))[0];
  const assign = (id: number, prestamo: number, token = tokens.admin) =>
    t.call({ token, lang: 'en', method: 'POST', url: `${base}/${id}/asignar_prestamo/`, payload: { prestamo } });

  it('creates, reads, edits and deletes a card; prestamo is read-only', async () => {
    const created = await addCard({ prestamo: 1 });
    expect(created).toMatchObject({ proveedor: 'Edenred', status: 1, prestamo: null });
    const patch = await admin({ method: 'PATCH', url: `${base}/${created.id}/`, payload: { proveedor: 'Sodexo', status: 0 } });
    expect(patch.json()).toMatchObject({ id: created.id, proveedor: 'Sodexo', status: 0, prestamo: null });
    const list = (await admin({ url: `${base}/?proveedor=Sodexo&status=0&search=${encodeURIComponent(created.numero)}` })).json();
    expect(list.results.map((r: { id: number }) => r.id)).toContain(created.id);
    expect((await admin({ method: 'DELETE', url: `${base}/${created.id}/` })).statusCode).toBe(204);
    expect(await card(created.id)).toBeUndefined();
  });

  it('refuses a numero already taken as a field error in its own words', async () => {
    const first = await addCard();
    const res = await admin({ method: 'POST', url: `${base}/`, payload: { numero: first.numero } });
    expect(res.statusCode).toBe(400);
    expect(res.json().numero).toEqual([en('validation.card_numero_taken')]);
    const second = await addCard();
    const edit = await admin({ method: 'PATCH', url: `${base}/${second.id}/`, payload: { numero: first.numero } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().numero).toEqual([en('validation.card_numero_taken')]);
    // The same numero on the other kind of card is allowed.
    const otherKind = await admin({ method: 'POST', url: `${other}/`, payload: { numero: first.numero } });
    expect(otherKind.statusCode).toBe(201);
  });

  it('disponibles/ lists only active cards on no loan, paged', async () => {
    const free = await addCard();
    const inactive = await addCard({ status: 0 });
    const held = await addCard();
    const loan = await addLoan(t, 7);
    expect((await assign(held.id, loan.id)).statusCode).toBe(200);
    const res = await admin({ url: `${base}/disponibles/?page=1&limit=100` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'count_exact', 'next', 'previous', 'results']);
    const ids = body.results.map((r: { id: number }) => r.id);
    expect(ids).toContain(free.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(held.id);
    expect(body.results.every((r: { status: number; prestamo: number | null }) => r.status === 1 && r.prestamo === null)).toBe(true);
    const one = (await admin({ url: `${base}/disponibles/?page=1&limit=1` })).json();
    expect(one.results).toHaveLength(1);
    expect(one.count).toBe(body.count);
    expect((await t.call({ token: tokens.c4, url: `${base}/disponibles/` })).statusCode).toBe(200);
  });

  it.each(LOAN_STATUS_VALUES)('asignar_prestamo on a loan in status %i: only 7 and 2 take a card', async (status) => {
    const c = await addCard();
    const loan = await addLoan(t, status);
    const res = await assign(c.id, loan.id);
    if (status === 7 || status === 2) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: c.id, prestamo: loan.id });
      expect((await loanRows(t, [loan.id]))[0][base]).toBe(c.id);
      const history = await t.database.db.select().from(record_history).where(eq(record_history.record_id, c.id));
      expect(history.filter((h) => h.resource === base && h.action === 'assign_card')).toHaveLength(1);
      const loanHistory = await t.database.db.select().from(record_history).where(eq(record_history.record_id, loan.id));
      // The loan's line says which kind of card it received.
      const kind = base === 'tarjeta_gasolina' ? 'assign_fuel_card' : 'assign_tag_card';
      expect(loanHistory.filter((h) => h.resource === 'prestamos' && h.action === kind).map((h) => h.reason)).toEqual([c.numero]);
      const audit = (await t.audit()).filter((a) => a.resource === 'prestamos' && a.record_id === String(loan.id));
      expect(audit.map((a) => a.action)).toEqual(['assign_card']);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'invalid_transition', detail: en('card_loan_state') });
      expect((await card(c.id)).prestamo).toBeNull();
      expect((await loanRows(t, [loan.id]))[0][base]).toBeNull();
    }
  });

  it('refuses a card on another loan or inactive (409), and a missing loan as a field error', async () => {
    const c = await addCard();
    const [first, second] = [await addLoan(t, 7), await addLoan(t, 2)];
    expect((await assign(c.id, first.id)).statusCode).toBe(200);
    const taken = await assign(c.id, second.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(en('card_not_available'));
    expect((await card(c.id)).prestamo).toBe(first.id);
    expect((await loanRows(t, [second.id]))[0][base]).toBeNull();

    const inactive = await addCard({ status: 0 });
    expect((await assign(inactive.id, second.id)).statusCode).toBe(409);
    const missing = await assign((await addCard()).id, 2_000_000_000);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toContain('prestamo');
  });

  it('a loan keeps one card of each kind: a new one releases the old', async () => {
    const [old, next] = [await addCard(), await addCard()];
    const loan = await addLoan(t, 7);
    expect((await assign(old.id, loan.id)).statusCode).toBe(200);
    expect((await assign(next.id, loan.id)).statusCode).toBe(200);
    expect((await card(old.id)).prestamo).toBeNull();
    expect((await card(next.id)).prestamo).toBe(loan.id);
    expect((await loanRows(t, [loan.id]))[0][base]).toBe(next.id);
    const released = (await t.audit()).filter((a) => a.resource === base && a.record_id === String(old.id)).map((a) => a.action);
    expect(released[0]).toBe('release_card');
  });

  it('two loans taking one card at once: one wins, the other gets 409', async () => {
    const c = await addCard();
    const [a, b] = [await addLoan(t, 7), await addLoan(t, 7)];
    const answers = await Promise.all([assign(c.id, a.id), assign(c.id, b.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holder = (await card(c.id)).prestamo;
    expect([a.id, b.id]).toContain(holder);
    const loans = await t.database.db.select().from(prestamos).where(inArray(prestamos.id, [a.id, b.id]));
    expect(loans.filter((l) => l[base] === c.id).map((l) => l.id)).toEqual([holder]);
  });

  it('refuses deleting a card a loan holds (409), alone or in a selection', async () => {
    const [held, free] = [await addCard(), await addCard()];
    const loan = await addLoan(t, 2);
    expect((await assign(held.id, loan.id)).statusCode).toBe(200);
    const one = await admin({ method: 'DELETE', url: `${base}/${held.id}/` });
    expect(one.statusCode).toBe(409);
    expect(one.json().detail).toBe(en('card_on_loan'));
    const many = await admin({ method: 'POST', url: `${base}/multiple_delete/`, payload: { ids: [free.id, held.id] } });
    expect([many.statusCode, many.json().blocking]).toEqual([409, [held.id]]);
    expect(one.json().blocking).toBeUndefined(); // one record is named already
    expect(await card(free.id)).toBeDefined();
    expect(await card(held.id)).toBeDefined();
  });

  it('refuses deactivating a card a loan holds (409), by its edit or in a selection; its other fields still change', async () => {
    const [held, free] = [await addCard(), await addCard()];
    const loan = await addLoan(t, 7);
    expect((await assign(held.id, loan.id)).statusCode).toBe(200);
    for (const method of ['PATCH', 'PUT'] as const) {
      const edit = await admin({ method, url: `${base}/${held.id}/`, payload: { numero: held.numero, proveedor: 'Sodexo', status: 0 } });
      expect([edit.statusCode, edit.json().code, edit.json().detail]).toEqual([409, 'in_use', en('card_on_loan_status')]);
    }
    const many = await admin({ method: 'POST', url: `${base}/change_multiple_status/`, payload: { ids: [free.id, held.id], status: 0 } });
    expect([many.statusCode, many.json().blocking]).toEqual([409, [held.id]]);
    expect(await card(held.id)).toMatchObject({ status: 1, proveedor: 'Edenred', prestamo: loan.id });
    expect((await card(free.id)).status).toBe(1);

    const kept = await admin({ method: 'PATCH', url: `${base}/${held.id}/`, payload: { proveedor: 'Sodexo', status: 1 } });
    expect([kept.statusCode, kept.json().proveedor]).toEqual([200, 'Sodexo']);
    const spanish = await t.call({ token: tokens.admin, lang: 'es', method: 'PATCH', url: `${base}/${held.id}/`, payload: { status: 0 } });
    expect(spanish.json().detail).toBe(translate('es', 'card_on_loan_status'));
    expect((await admin({ method: 'POST', url: `${base}/change_multiple_status/`, payload: { ids: [free.id], status: 0 } })).statusCode).toBe(200);
    expect((await card(free.id)).status).toBe(0);
  });

  it('HR and C4 read but cannot write or assign (403), nothing changed', async () => {
    const c = await addCard();
    const loan = await addLoan(t, 7);
    for (const token of [tokens.rh_admin, tokens.c4]) {
      expect((await t.call({ token, url: `${base}/${c.id}/` })).statusCode).toBe(200);
      expect((await t.call({ token, method: 'POST', url: `${base}/`, payload: { numero: `X-${++serial}` } })).statusCode).toBe(403);
      expect((await t.call({ token, method: 'PATCH', url: `${base}/${c.id}/`, payload: { proveedor: 'Otro' } })).statusCode).toBe(403);
      expect((await t.call({ token, method: 'DELETE', url: `${base}/${c.id}/` })).statusCode).toBe(403);
      expect((await assign(c.id, loan.id, token)).statusCode).toBe(403);
    }
    expect(await card(c.id)).toMatchObject({ proveedor: 'Edenred', prestamo: null });
  });
});
