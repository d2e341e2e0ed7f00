import { GROUPS } from './roles';
import { ROW_RESTRICTIONS, canAccessRow, isRestrictedRow, rowRestrictionOf } from './restrictions';
import { canAccess } from './access';

const HR = [GROUPS.rh_admin];
const ADMIN = [GROUPS.admin];
const C4 = [GROUPS.c4];
const staff = { id: 1, plataforma: true };
const employee = { id: 2, plataforma: false };

describe('row restrictions (one rule for the API and the screens)', () => {
  it('restricts platform staff on usuarios/ to whoever may edit usuarios/plataforma', () => {
    const rule = rowRestrictionOf('usuarios')!;
    expect(rule).toEqual({ field: 'plataforma', equals: true, resource: 'usuarios/plataforma', action: 'edit' });
    expect(isRestrictedRow(rule, staff)).toBe(true);
    expect(isRestrictedRow(rule, employee)).toBe(false);
  });

  it('lets HR write app users but not platform staff, and admins both', () => {
    for (const action of ['edit', 'delete', 'status', 'photo', 'licence', 'accept_licence', 'redeem_points']) {
      expect([action, canAccessRow(HR, 'usuarios', action, employee)]).toEqual([action, true]);
      expect([action, canAccessRow(HR, 'usuarios', action, staff)]).toEqual([action, false]);
      expect([action, canAccessRow(ADMIN, 'usuarios', action, staff)]).toEqual([action, true]);
    }
  });

  it('never narrows reads, calls without a record, or resources without a rule', () => {
    for (const action of ['list', 'show', 'export']) expect(canAccessRow(HR, 'usuarios', action, staff)).toBe(true);
    expect(canAccessRow(HR, 'usuarios', 'edit')).toBe(true);
    expect(canAccessRow(HR, 'plantas', 'edit', { plataforma: true })).toBe(true);
    expect(rowRestrictionOf('plantas')).toBeUndefined();
    expect(rowRestrictionOf('toString')).toBeUndefined();
  });

  it('still refuses what DOMAIN §1 refuses', () => {
    expect(canAccessRow(C4, 'usuarios', 'edit', employee)).toBe(false);
  });

  it('names actions that domain/access knows, for a resource it knows', () => {
    for (const rule of Object.values(ROW_RESTRICTIONS)) {
      expect(canAccess(ADMIN, rule.resource, rule.action)).toBe(true);
    }
  });
});
