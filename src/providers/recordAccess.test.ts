import { canAccessRecord } from './recordAccess';

const HR = ['HHRR Administrador'];
const ADMIN = ['Administrador'];
const staff = { id: 1, plataforma: true };
const employee = { id: 2, plataforma: false };

describe('canAccessRecord (DOMAIN §1 and the server row restriction on usuarios/)', () => {
  it('lets HR write app users but not platform users', () => {
    for (const action of ['edit', 'delete', 'status', 'photo', 'licence', 'accept_licence', 'redeem_points']) {
      expect([action, canAccessRecord(HR, 'usuarios', action, employee)]).toEqual([action, true]);
      expect([action, canAccessRecord(HR, 'usuarios', action, staff)]).toEqual([action, false]);
    }
  });

  it('lets HR read platform users, and admins write them', () => {
    expect(canAccessRecord(HR, 'usuarios', 'show', staff)).toBe(true);
    expect(canAccessRecord(ADMIN, 'usuarios', 'edit', staff)).toBe(true);
  });

  it('without a record, answers as domain/access', () => {
    expect(canAccessRecord(HR, 'usuarios', 'edit')).toBe(true);
    expect(canAccessRecord(['C4'], 'usuarios', 'edit', employee)).toBe(false);
  });
});
