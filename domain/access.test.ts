import { ACCESS_RULES, GENERIC_ACTIONS, actionsOf, canAccess, isActionOf, isReadAction, isResourceName, type ActionOf, type GenericAction, type ResourceName } from './access';
import { GROUPS, hasAnyGroup, isBackOfficeUser, rolesOf } from './roles';

/** One test per row of DOMAIN §1; `yes`/`no` per role in the table's column order. */
const admin = [GROUPS.admin];
const hr = [GROUPS.rh_admin];
const c4 = [GROUPS.c4];

const expectRow = (resource: string, actions: string[], allowed: { admin: boolean; hr: boolean; c4: boolean }) => {
  for (const action of actions) {
    expect([resource, action, 'admin', canAccess(admin, resource, action)]).toEqual([resource, action, 'admin', allowed.admin]);
    expect([resource, action, 'rh_admin', canAccess(hr, resource, action)]).toEqual([resource, action, 'rh_admin', allowed.hr]);
    expect([resource, action, 'c4', canAccess(c4, resource, action)]).toEqual([resource, action, 'c4', allowed.c4]);
  }
};
const ALL = { admin: true, hr: true, c4: true };
const ADMIN_HR = { admin: true, hr: true, c4: false };
const ADMIN_ONLY = { admin: true, hr: false, c4: false };
const ADMIN_C4 = { admin: true, hr: false, c4: true };

describe('DOMAIN §1 roles', () => {
  it('sign in: only the three back-office groups', () => {
    expect(isBackOfficeUser(admin)).toBe(true);
    expect(isBackOfficeUser(hr)).toBe(true);
    expect(isBackOfficeUser(c4)).toBe(true);
    expect(isBackOfficeUser(['Conductor'])).toBe(false);
    expect(isBackOfficeUser([])).toBe(false);
    expect(rolesOf(['Conductor', GROUPS.c4])).toEqual(['c4']);
    expect(hasAnyGroup(['C4'], [GROUPS.admin, GROUPS.c4])).toBe(true);
  });

  it('users: list, show, export for everyone', () => expectRow('usuarios', ['list', 'show', 'export'], ALL));
  it('users: writes for admin and HR', () =>
    expectRow('usuarios', ['create', 'edit', 'status', 'import', 'photo', 'licence', 'accept_licence', 'reject_licence', 'redeem_points'], ADMIN_HR));
  it('platform users: admin only', () => expectRow('usuarios/plataforma', ['list', 'create', 'edit', 'remove_permissions'], ADMIN_ONLY));
  it('plants and departments: everyone reads, admin and HR write', () => {
    for (const resource of ['plantas', 'departamentos']) {
      expectRow(resource, ['list', 'show', 'export'], ALL);
      expectRow(resource, ['create', 'edit', 'delete', 'status'], ADMIN_HR);
    }
  });
  it('vehicles: everyone reads, admin writes', () => {
    expectRow('vehiculos', ['list', 'show', 'export'], ALL);
    expectRow('vehiculos', ['create', 'edit', 'accept_request', 'reject_request', 'documents', 'release'], ADMIN_ONLY);
  });
  it('loans: admin and HR accept/reject, admin the rest', () => {
    expectRow('prestamos', ['list', 'show'], ALL);
    expectRow('prestamos', ['accept', 'reject'], ADMIN_HR);
    expectRow('prestamos', ['reject_by_admin', 'assign_vehicle', 'change_vehicle', 'initial_audit', 'final_audit', 'incident', 'finalize', 'cancel', 'assign_card'], ADMIN_ONLY);
  });
  it('routes, trips, trip requests: everyone reads and exports, admin writes', () => {
    for (const resource of ['rutas', 'viajes', 'solicitudes_viaje']) {
      expectRow(resource, ['list', 'show', 'export'], ALL);
      expectRow(resource, ['create', 'edit'], ADMIN_ONLY);
    }
    expectRow('viajes', ['complete_boarded'], ADMIN_ONLY);
  });
  it('alerts: everyone reads, admin and C4 attend, nobody writes one in the back office', () => {
    expectRow('alertas', ['list', 'show', 'export'], ALL);
    expectRow('alertas', ['attend'], ADMIN_C4);
    expectRow('alertas', ['create', 'edit', 'delete', 'status'], { admin: false, hr: false, c4: false });
  });
  it('settings: everyone reads, admin edits', () => {
    expectRow('configuracion', ['show'], ALL);
    expectRow('configuracion', ['edit'], ADMIN_ONLY);
  });
  it('notifications: own for everyone', () => expectRow('notificaciones', ['list', 'delete'], ALL));
  it('refuses unknown resources, unknown actions and users without a back-office group', () => {
    expect(canAccess(admin, 'nope', 'list')).toBe(false);
    expect(canAccess(admin, 'plantas', 'fly')).toBe(false);
    expect(canAccess(['Conductor'], 'plantas', 'list')).toBe(false);
  });
});

describe('typed actions (the names the client may ask for)', () => {
  it('names resources by the DOMAIN §1 table and actions by generic verbs plus the resource\'s own', () => {
    expectTypeOf<'usuarios'>().toExtend<ResourceName>();
    expectTypeOf<'usuarios/plataforma'>().toExtend<ResourceName>();
    expectTypeOf<'nope'>().not.toExtend<ResourceName>();
    expectTypeOf<ActionOf<'plantas'>>().toEqualTypeOf<GenericAction>();
    expectTypeOf<ActionOf<'usuarios/plataforma'>>().toEqualTypeOf<GenericAction | 'remove_permissions'>();
    expectTypeOf<'reject'>().toExtend<ActionOf<'prestamos'>>();
    expectTypeOf<'accept_licence'>().toExtend<ActionOf<'usuarios'>>();
    // A verb of loans is not one of plants; a union of resources keeps only the generic ones.
    expectTypeOf<'reject'>().not.toExtend<ActionOf<'plantas'>>();
    expectTypeOf<ActionOf<'prestamos' | 'usuarios'>>().toEqualTypeOf<GenericAction>();
    // The server keeps passing declarations' plain strings.
    expectTypeOf(canAccess).parameters.toEqualTypeOf<[readonly string[], string, string]>();
  });

  it('lists each resource\'s actions at run time as the types name them', () => {
    expect(actionsOf('plantas')).toEqual([...GENERIC_ACTIONS]);
    expect(actionsOf('usuarios/plataforma')).toEqual([...GENERIC_ACTIONS, 'remove_permissions']);
    expect(actionsOf('prestamos')).toEqual(expect.arrayContaining(['list', 'accept', 'reject_by_admin', 'cancel']));
    expect(isActionOf('prestamos', 'cancel')).toBe(true);
    expect(isActionOf('plantas', 'cancel')).toBe(false);
    expect(isResourceName('vehiculos')).toBe(true);
    expect(isResourceName('toString')).toBe(false);
    // An administrator may do everything a resource offers: its reads and verbs, and its generic writes
    // unless nobody writes it in the back office (per-driver totals; alerts, which a phone raises).
    const generic: readonly string[] = GENERIC_ACTIONS;
    for (const resource of Object.keys(ACCESS_RULES) as ResourceName[]) {
      const writable = ACCESS_RULES[resource].write.length > 0;
      for (const action of actionsOf(resource)) {
        expect([resource, action, canAccess(admin, resource, action)]).toEqual([resource, action, writable || isReadAction(action) || !generic.includes(action)]);
      }
    }
  });

  it('lets every group read the per-driver and per-passenger totals and nobody write them', () => {
    for (const resource of ['viajes/conductores', 'viajes/ocupantes']) {
      for (const groups of [admin, [GROUPS.rh_admin], [GROUPS.c4]]) {
        expect(['list', 'export'].map((action) => canAccess(groups, resource, action))).toEqual([true, true]);
        expect(['create', 'edit', 'delete', 'status'].some((action) => canAccess(groups, resource, action))).toBe(false);
      }
    }
  });

  it('never reads inherited object keys as resources or verbs', () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(canAccess(admin, name, 'list')).toBe(false);
      expect(canAccess(admin, 'usuarios', name)).toBe(false);
    }
  });
});
