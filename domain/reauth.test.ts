import { adminGroupChanges, changesSecuritySettings, REAUTH } from './reauth';

describe('adminGroupChanges', () => {
  it('is true when the Administrador group is given or removed, false otherwise', () => {
    expect(adminGroupChanges({ groups: ['C4'] }, { groups: ['C4', 'Administrador'] })).toBe(true);
    expect(adminGroupChanges({ groups: ['Administrador'] }, { groups: ['C4'] })).toBe(true);
    expect(adminGroupChanges({ groups: ['Administrador'] }, { groups: ['Administrador', 'C4'] })).toBe(false);
    expect(adminGroupChanges({ groups: ['C4'] }, { groups: ['HHRR Administrador'] })).toBe(false);
    expect(adminGroupChanges({ groups: ['Administrador'] }, {})).toBe(false);
    expect(adminGroupChanges(null, { groups: ['Administrador'] })).toBe(true);
  });
});

describe('changesSecuritySettings', () => {
  it('is true only when second_factor_groups changes', () => {
    expect(changesSecuritySettings({ second_factor_groups: [] }, { second_factor_groups: ['C4'] })).toBe(true);
    expect(changesSecuritySettings({ second_factor_groups: ['C4'] }, { second_factor_groups: ['C4'], passengers_limit: 3 })).toBe(false);
    expect(changesSecuritySettings({ second_factor_groups: ['C4'] }, { passengers_limit: 3 })).toBe(false);
  });

  it('keeps a window of five minutes', () => {
    expect(REAUTH.windowSeconds).toBe(300);
  });
});
