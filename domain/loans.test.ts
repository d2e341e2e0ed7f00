import { describe, expect, it } from 'vitest';
import { licenceExpired, mayBorrow } from './loans';
import { DOCUMENT_STATUS } from './status';

describe('a borrower with an expired licence', () => {
  const today = '2026-03-12';
  it('is refused when the licence is stored as Expired, whatever its date says', () => {
    expect(licenceExpired({ licencia_status: DOCUMENT_STATUS.expired, vencimiento: '2026-03-10' }, today)).toBe(true);
    expect(licenceExpired({ licencia_status: String(DOCUMENT_STATUS.expired), vencimiento: null }, today)).toBe(true);
  });

  it('is refused when the date is past, before the daily job moves it or in a state the job leaves alone', () => {
    for (const state of [DOCUMENT_STATUS.accepted, DOCUMENT_STATUS.expiring, DOCUMENT_STATUS.pending, DOCUMENT_STATUS.rejected]) {
      expect([state, licenceExpired({ licencia_status: state, vencimiento: '2026-03-11' }, today)]).toEqual([state, true]);
    }
  });

  it('may borrow on the last day, with a licence expiring soon, or with none on file', () => {
    expect(mayBorrow({ licencia_status: DOCUMENT_STATUS.expiring, vencimiento: today }, today)).toBe(true);
    expect(mayBorrow({ licencia_status: DOCUMENT_STATUS.accepted, vencimiento: '2027-01-01' }, today)).toBe(true);
    expect(mayBorrow({ licencia_status: null, vencimiento: null }, today)).toBe(true);
    expect(mayBorrow({}, today)).toBe(true);
  });
});
