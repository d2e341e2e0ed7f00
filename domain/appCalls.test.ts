import { describe, expect, it } from 'vitest';
import { APP_CALLS, appCallOf, isRecordCall } from './appCalls';
import { LOAN_STATUS, LOAN_TRANSITIONS } from './loans';
import { NOTIFICATION_TYPES } from './notifications';
import { VEHICLE_FILES, VEHICLE_STATUS } from './vehicles';

/** DOMAIN §7: the phone's calls as one table, read by the server's guard and the role matrix. */
describe('APP_CALLS', () => {
  it('holds exactly DOMAIN §7: an alert, a loan, a trip, a car with its files, the borrower\'s two loan calls, and the session calls', () => {
    const creates = APP_CALLS.filter((call) => !isRecordCall(call)).map((call) => call.path);
    expect(creates).toEqual(['alertas/', 'prestamos/', 'solicitudes_viaje/', 'vehiculos/', 'auth/refresh/', 'auth/logout/']);
    const uploads = APP_CALLS.filter((call) => call.path.startsWith('vehiculos/:id/')).map((call) => call.path.split('/')[2]);
    expect(uploads.sort()).toEqual([...Object.values(VEHICLE_FILES).map((file) => file.upload), 'cargar_documentos'].sort());
    expect(APP_CALLS.every((call) => call.method === 'POST')).toBe(true);
  });

  it('makes the alert and the borrower\'s calls app-only, and every loan call of the app\'s table one of them', () => {
    expect(APP_CALLS.filter((call) => call.appOnly).map((call) => call.path)).toEqual([
      'alertas/',
      'prestamos/:id/cancelar_por_usuario/',
      'prestamos/:id/rechazar_por_usuario/',
    ]);
    const appRules = Object.values(LOAN_TRANSITIONS).filter((rule) => 'caller' in rule);
    expect(appRules.map((rule) => [rule.path, rule.from, rule.to])).toEqual([
      ['cancelar_por_usuario', [LOAN_STATUS.application, LOAN_STATUS.approved_by_admin], LOAN_STATUS.cancelled_by_user],
      ['rechazar_por_usuario', [LOAN_STATUS.application, LOAN_STATUS.approved_by_admin], LOAN_STATUS.refused_by_user],
    ]);
    for (const rule of appRules) expect(appCallOf('POST', `/api/prestamos/:id/${rule.path}/`)?.owner).toBe('usuario');
  });

  it('names the caller\'s field, the fixed values and the DOMAIN §5 notification of each create', () => {
    const of = (path: string) => appCallOf('POST', path)!;
    expect([of('alertas/').owner, of('alertas/').notification]).toEqual(['issued_by', NOTIFICATION_TYPES.panic_alert]);
    expect([of('prestamos/').owner, of('prestamos/').notification]).toEqual(['usuario', NOTIFICATION_TYPES.fleet_trip_request]);
    expect([of('solicitudes_viaje/').owner, of('solicitudes_viaje/').notification]).toEqual(['usuario', null]);
    expect([of('vehiculos/').owner, of('vehiculos/').sets, of('vehiculos/').notification]).toEqual(['owner', { modulo: 0 }, NOTIFICATION_TYPES.vehicle_registration]);
    expect(of('vehiculos/:id/imagen1/').states).toEqual({ field: 'status', values: [VEHICLE_STATUS.pending] });
  });

  it('finds a call by method and route pattern, with or without /api/, and nothing else', () => {
    expect(appCallOf('POST', '/api/prestamos/')?.resource).toBe('prestamos');
    expect(appCallOf('POST', 'prestamos/')?.resource).toBe('prestamos');
    expect(appCallOf('GET', '/api/prestamos/')).toBeUndefined();
    expect(appCallOf('POST', '/api/prestamos/:id/cancelar/')).toBeUndefined();
    expect(appCallOf('POST', '/api/auth/ws-ticket/')).toBeUndefined();
  });
});
