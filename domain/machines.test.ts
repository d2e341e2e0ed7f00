import { describe, expect, it } from 'vitest';
import { LICENCE_TRANSITIONS } from './licences';
import { LOAN_TRANSITIONS } from './loans';
import { allows, defineMachine, stateOf } from './machines';
import { VEHICLE_TRANSITIONS } from './vehicles';

const PHOTOS = { imagen1: '/api/vehiculos/7/imagen1/', imagen2: '/api/vehiculos/7/imagen2/', imagen3: '/api/vehiculos/7/imagen3/' };

describe('defineMachine', () => {
  it("gives each entry its key as its call path, and the table's resource and field", () => {
    const table = defineMachine('vehiculos', 'status', { liberar: { method: 'GET', access: 'release', from: [4], to: 3 } });
    expect(table.liberar).toEqual({ method: 'GET', access: 'release', from: [4], to: 3, resource: 'vehiculos', path: 'liberar', field: 'status' });
    expect(VEHICLE_TRANSITIONS.liberar).toMatchObject({ path: 'liberar', bulk: 'multiple_liberar', resource: 'vehiculos' });
    expect(LICENCE_TRANSITIONS.aceptar_licencia).toMatchObject({ path: 'aceptar_licencia', field: 'licencia_status', resource: 'usuarios' });
  });

  it('reads a state as the API answers it; null, absent or empty is no state', () => {
    expect([stateOf(4), stateOf('4'), stateOf(null), stateOf(undefined), stateOf('')].map(String)).toEqual(['4', '4', 'NaN', 'NaN', 'NaN']);
  });
});

describe('vehicles', () => {
  it('accepts a pending request with its three photos only', () => {
    expect(allows(VEHICLE_TRANSITIONS.aceptar_solicitud, { status: 0, ...PHOTOS })).toBe(true);
    expect(allows(VEHICLE_TRANSITIONS.aceptar_solicitud, { status: 0, ...PHOTOS, imagen3: null })).toBe(false);
    expect(allows(VEHICLE_TRANSITIONS.aceptar_solicitud, { status: 3, ...PHOTOS })).toBe(false);
    expect(allows(VEHICLE_TRANSITIONS.rechazar_solicitud, { status: 0 })).toBe(true);
  });

  it('releases an occupied vehicle that no open loan holds', () => {
    expect(allows(VEHICLE_TRANSITIONS.liberar, { status: 4, prestamo: null })).toBe(true);
    expect(allows(VEHICLE_TRANSITIONS.liberar, { status: 4, prestamo: 12 })).toBe(false);
    expect(allows(VEHICLE_TRANSITIONS.liberar, { status: 3, prestamo: null })).toBe(false);
  });
});

describe('licences', () => {
  it('decides a licence by its state, and none without a licence', () => {
    const licence = (licencia_status: number | null, licencia: string | null = '/api/usuarios/4/licencia/') => ({ licencia, licencia_status });
    const decisions = (user: Record<string, unknown>) =>
      [LICENCE_TRANSITIONS.aceptar_licencia, LICENCE_TRANSITIONS.rechazar_licencia].filter((rule) => allows(rule, user)).map((rule) => rule.path);
    expect([0, 1, 2, 3, 4].map((status) => decisions(licence(status)))).toEqual([
      ['aceptar_licencia', 'rechazar_licencia'],
      ['rechazar_licencia'],
      ['aceptar_licencia'],
      ['rechazar_licencia'],
      [],
    ]);
    expect(decisions(licence(0, null))).toEqual([]);
    expect(decisions(licence(null, null))).toEqual([]);
  });
});

describe('loans', () => {
  it('assigns a vehicle to an approved loan without one; changes or audits one that has it', () => {
    const without = { status: 7, vehiculo: null };
    const withOne = { status: 7, vehiculo: 4 };
    expect([LOAN_TRANSITIONS.asignar_vehiculo, LOAN_TRANSITIONS.change_vehicle, LOAN_TRANSITIONS.auditoria_inicial].map((rule) => [allows(rule, without), allows(rule, withOne)])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
  });
});
