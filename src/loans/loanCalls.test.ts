import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../domain/roles';
import { loanCallsFor, rejectCallFor } from './loanCalls';

const admin = [GROUPS.admin];
const hr = [GROUPS.rh_admin];
const c4 = [GROUPS.c4];

describe('loanCallsFor', () => {
  it('offers a request to HR to accept or reject, and more to an admin', () => {
    expect([...loanCallsFor({ status: 0 }, hr)].sort()).toEqual(['aceptar_solicitud', 'rechazar_solicitud']);
    expect(loanCallsFor({ status: 0 }, admin)).toEqual(new Set(['aceptar_solicitud', 'rechazar_solicitud', 'rechazar_solicitud_por_admin', 'cancelar']));
  });

  it('assigns a vehicle to an approved loan without one, then offers the change and the initial audit', () => {
    expect(loanCallsFor({ status: 7, vehiculo: null }, admin)).toEqual(new Set(['rechazar_solicitud_por_admin', 'asignar_vehiculo', 'cancelar']));
    expect(loanCallsFor({ status: 7, vehiculo: 4 }, admin)).toEqual(new Set(['rechazar_solicitud_por_admin', 'change_vehicle', 'auditoria_inicial', 'cancelar']));
  });

  it('offers nothing to C4 and nothing on a closed loan', () => {
    expect(loanCallsFor({ status: 0 }, c4).size).toBe(0);
    expect(loanCallsFor({ status: 5, vehiculo: 4 }, admin).size).toBe(0);
  });
});

describe('rejectCallFor', () => {
  it('refuses as admin for administrators and as HR for HR', () => {
    expect(rejectCallFor(admin)).toBe('rechazar_solicitud_por_admin');
    expect(rejectCallFor([GROUPS.admin, GROUPS.rh_admin])).toBe('rechazar_solicitud_por_admin');
    expect(rejectCallFor(hr)).toBe('rechazar_solicitud');
    expect(rejectCallFor(c4)).toBeNull();
  });
});
