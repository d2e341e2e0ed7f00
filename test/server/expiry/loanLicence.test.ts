import { and, eq, sql } from 'drizzle-orm';
import { formatDate } from '../../../domain/dates';
import { LOAN_STATUS, mayBorrow } from '../../../domain/loans';
import { DOCUMENT_STATUS } from '../../../domain/status';
import { prestamos, record_history, usuarios } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { loanBody } from '../resources/loansHelpers';
import { dayFrom as dayOfApp, todayOf } from './expiryRows';

/**
 * Issue #35: no loan to a borrower whose licence has expired (domain/loans.ts mayBorrow: stored
 * Expired, or its date before the company's today). POST prestamos/ answers a field error under
 * `usuario`, by an admin or from the phone; aceptar_solicitud answers 409; both name the licence
 * and its date in the caller's language and change nothing.
 */
const { t, as } = roleTestApp();
let serial = 0;

/** The day `days` after the app's today, yyyy-MM-dd. */
const dayFrom = (days: number) => dayOfApp(t, days);

/** An active staff member with a licence in `status` that expires `days` from today. */
async function person(status: number | null, days: number | null) {
  const [row] = await t.database.db
    .insert(usuarios)
    .values({ email: `licencia${++serial}@prueba.mx`, name: 'Ana', last_name: `Prueba ${serial}`, licencia_status: status, vencimiento: days === null ? null : dayFrom(days) })
    .returning({ id: usuarios.id, vencimiento: usuarios.vencimiento, last_name: usuarios.last_name });
  return row;
}
const loans = () => t.count(prestamos);
const message = (lang: 'es' | 'en', who: { last_name: string; vencimiento: string | null }) =>
  lang === 'es'
    ? `La licencia de Ana ${who.last_name} venció el ${formatDate(who.vencimiento, 'es', false)}.`
    : `Ana ${who.last_name}'s driving licence expired on ${formatDate(who.vencimiento, 'en', false)}.`;

describe('requesting a loan (POST prestamos/)', () => {
  it('refuses a borrower whose licence is stored as Expired, under usuario, naming it and its date in each language', async () => {
    const who = await person(DOCUMENT_STATUS.expired, -3);
    const before = await loans();
    for (const lang of ['es', 'en'] as const) {
      const res = await as.admin({ method: 'POST', url: 'prestamos/', payload: loanBody(who.id), lang });
      expect([res.statusCode, res.json()]).toEqual([400, { usuario: [message(lang, who)] }]);
    }
    expect(await loans()).toBe(before);
  });

  it('refuses one whose date passed before the daily job moved it, or whose licence is pending with a past date', async () => {
    for (const status of [DOCUMENT_STATUS.accepted, DOCUMENT_STATUS.expiring, DOCUMENT_STATUS.pending]) {
      const who = await person(status, -1);
      const res = await as.admin({ method: 'POST', url: 'prestamos/', payload: loanBody(who.id), lang: 'en' });
      expect([status, res.statusCode, res.json().usuario]).toEqual([status, 400, [message('en', who)]]);
    }
  });

  it('lends to a licence that expires today or later, and to someone with none on file', async () => {
    for (const [status, days] of [[DOCUMENT_STATUS.expiring, 0], [DOCUMENT_STATUS.accepted, 200], [null, null]] as const) {
      const who = await person(status, days);
      const res = await as.admin({ method: 'POST', url: 'prestamos/', payload: loanBody(who.id) });
      expect([status, days, res.statusCode]).toEqual([status, days, 201]);
    }
  });

  it('refuses the phone\'s request of a driver whose licence has expired, with the same message', async () => {
    const email = 'conductor@flotilla.mx';
    const [me] = await t.database.db.update(usuarios).set({ licencia_status: DOCUMENT_STATUS.expired, vencimiento: dayFrom(-40) }).where(eq(usuarios.email, email)).returning();
    try {
      const login = await t.call({ method: 'POST', url: 'auth/login/', payload: { email, password: 'flotilla' }, ip: '10.36.0.1', headers: { 'user-type': 'app' } });
      const before = await loans();
      const res = await t.call({ token: login.json().access, method: 'POST', url: 'prestamos/', payload: loanBody(999), lang: 'es' });
      expect([res.statusCode, res.json()]).toEqual([400, { usuario: [`La licencia de ${me.name} ${me.last_name} venció el ${formatDate(me.vencimiento, 'es', false)}.`] }]);
      expect(await loans()).toBe(before);
    } finally {
      await t.database.db.update(usuarios).set({ licencia_status: null, vencimiento: null }).where(eq(usuarios.email, email));
    }
  });

  it('checks the borrower again when an edit hands the loan to someone else, not on other edits', async () => {
    const valid = await person(DOCUMENT_STATUS.accepted, 100);
    const created = (await as.admin({ method: 'POST', url: 'prestamos/', payload: loanBody(valid.id) })).json();
    const expired = await person(DOCUMENT_STATUS.expired, -10);
    const handed = await as.admin({ method: 'PATCH', url: `prestamos/${created.id}/`, payload: { usuario: expired.id }, lang: 'en' });
    expect([handed.statusCode, handed.json()]).toEqual([400, { usuario: [message('en', expired)] }]);
    // The borrower's own licence expiring later does not stop the loan's other edits.
    await t.database.db.update(usuarios).set({ licencia_status: DOCUMENT_STATUS.expired }).where(eq(usuarios.id, valid.id));
    expect((await as.admin({ method: 'PATCH', url: `prestamos/${created.id}/`, payload: { destino: 'Planta Celaya' } })).statusCode).toBe(200);
  });
});

describe('accepting a request (aceptar_solicitud)', () => {
  const request = async (usuario: number) =>
    (await t.database.db.insert(prestamos).values({ usuario, destino: 'Centro', fecha_salida: new Date(Date.now() + 86_400_000), fecha_regreso: new Date(Date.now() + 2 * 86_400_000), status: 0 }).returning())[0];

  it('answers 409 invalid_transition naming the licence when it expired since the request, changing nothing', async () => {
    const who = await person(DOCUMENT_STATUS.expiring, 5);
    const loan = await request(who.id);
    await t.database.db.update(usuarios).set({ vencimiento: dayFrom(-1) }).where(eq(usuarios.id, who.id));
    const expired = { ...who, vencimiento: dayFrom(-1) };
    for (const [role, lang] of [['rh', 'es'], ['admin', 'en']] as const) {
      const res = await as[role]({ url: `prestamos/${loan.id}/aceptar_solicitud/`, lang });
      expect([res.statusCode, res.json()]).toEqual([409, { code: 'invalid_transition', detail: message(lang, expired) }]);
    }
    const [after] = await t.database.db.select().from(prestamos).where(eq(prestamos.id, loan.id));
    expect(after).toEqual(loan);
    const history = await t.database.db.select().from(record_history).where(and(eq(record_history.resource, 'prestamos'), eq(record_history.record_id, loan.id)));
    expect(history).toEqual([]);
  });

  it('accepts a borrower whose licence is valid', async () => {
    const who = await person(DOCUMENT_STATUS.accepted, 365);
    const loan = await request(who.id);
    const res = await as.rh({ url: `prestamos/${loan.id}/aceptar_solicitud/` });
    expect([res.statusCode, res.json().status]).toEqual([200, LOAN_STATUS.approved_by_admin]);
  });
});

it("leaves the demo's requests borrowers who may borrow, so the screens have some to accept", async () => {
  const today = todayOf(t);
  const rows = await t.database.db
    .select({ licencia_status: usuarios.licencia_status, vencimiento: usuarios.vencimiento })
    .from(prestamos)
    .innerJoin(usuarios, eq(usuarios.id, prestamos.usuario))
    .where(and(eq(prestamos.status, LOAN_STATUS.application), sql`${prestamos.destino} NOT IN ('Centro')`));
  expect(rows.filter((user) => mayBorrow(user, today)).length).toBeGreaterThan(0);
});
