import { and, eq } from 'drizzle-orm';
import { LOAN_STATUS } from '../../../domain/loans';
import { record_history } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { cardsHeld, fleetVehicle, loanIn, loanSnapshot, vehicleStatus } from '../resources/loansHelpers';
import { api, APP_USER, appToken, userId } from './appHelpers';

/**
 * DOMAIN §2 "(mobile app)": the borrower cancels (→ 9) or refuses (→ 3) their own loan from the
 * phone, from Application or Approved by Admin only (409 otherwise, nothing changed), giving back
 * the vehicle and cards as the other cancels do, with a history row. Someone else's loan answers
 * 404, as a record out of reach does (docs/DECISIONS.md), and a back-office token gets 403.
 */
const { t, tokens, plant } = roleTestApp();
let token: string;
let me: number;
beforeAll(async () => {
  token = await appToken(t);
  me = await userId(t, APP_USER);
});

const call = (loan: number, path: string, as = token) => api(t, as, { method: 'POST', url: `prestamos/${loan}/${path}/`, payload: {} });
const historyOf = (loan: number) =>
  t.database.db.select().from(record_history).where(and(eq(record_history.resource, 'prestamos'), eq(record_history.record_id, loan)));

describe.each([
  ['cancelar_por_usuario', LOAN_STATUS.cancelled_by_user],
  ['rechazar_por_usuario', LOAN_STATUS.refused_by_user],
] as const)('%s', (path, to) => {
  it(`moves one's own Application to ${to}, with a history row`, async () => {
    const loan = await loanIn(t, me, LOAN_STATUS.application);
    const res = await call(loan, path);
    expect([res.statusCode, res.json().status]).toEqual([200, to]);
    const [entry] = await historyOf(loan);
    expect([entry.action, entry.from_state, entry.to_state, entry.user_id]).toEqual([path, 0, to, me]);
  });

  it(`moves one's own approved loan to ${to}, giving its vehicle and cards back`, async () => {
    const vehicle = await fleetVehicle(t, tokens.admin, plant.id);
    const loan = await loanIn(t, me, LOAN_STATUS.approved_by_admin, vehicle);
    expect([await vehicleStatus(t, vehicle), await cardsHeld(t, loan)]).toEqual([4, 2]);
    const res = await call(loan, path);
    expect([res.statusCode, res.json().status]).toEqual([200, to]);
    expect([await vehicleStatus(t, vehicle), await cardsHeld(t, loan)]).toEqual([3, 0]);
  });

  it('answers 409 from any other state, changing nothing', async () => {
    for (const status of [LOAN_STATUS.initial_audit, LOAN_STATUS.completed, LOAN_STATUS.cancelled_by_admin, to]) {
      const vehicle = await fleetVehicle(t, tokens.admin, plant.id);
      const loan = await loanIn(t, me, status, vehicle);
      const before = await loanSnapshot(t, loan, [vehicle]);
      const res = await call(loan, path);
      expect([status, res.statusCode, res.json().code]).toEqual([status, 409, 'invalid_transition']);
      expect(await loanSnapshot(t, loan, [vehicle])).toEqual(before);
    }
  });

  it('answers 404 on someone else\'s loan and 403 to a back-office token, changing nothing', async () => {
    const vehicle = await fleetVehicle(t, tokens.admin, plant.id);
    const other = await loanIn(t, await userId(t, 'rh@flotilla.mx'), LOAN_STATUS.approved_by_admin, vehicle);
    const before = await loanSnapshot(t, other, [vehicle]);
    const res = await call(other, path);
    expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    for (const office of [tokens.admin, tokens.rh, tokens.c4]) {
      const refused = await call(other, path, office);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'permission_denied']);
    }
    expect(await loanSnapshot(t, other, [vehicle])).toEqual(before);
  });
});

it('leaves the back office\'s cancel to the back office: the app token gets 403 on cancelar/', async () => {
  const loan = await loanIn(t, me, LOAN_STATUS.application);
  const res = await api(t, token, { method: 'POST', url: `prestamos/${loan}/cancelar/`, payload: { motivo_de_rechazo: 'No' } });
  expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied']);
});
