import { aliasRoots, toSpanishPath } from './aliases';

describe('English route aliases (SPEC §2)', () => {
  it.each([
    ['/users', '/usuarios'],
    ['/users/42', '/usuarios/42'],
    ['/users/42/edit', '/usuarios/42/edit'],
    ['/users/platform', '/usuarios/plataforma'],
    ['/users/platform/create', '/usuarios/plataforma/create'],
    ['/vehicles', '/vehiculos'],
    ['/vehicles/add', '/vehiculos/agregar'],
    ['/vehicles/ABC123', '/vehiculos/ABC123'],
    ['/vehicles/edit/ABC123', '/vehiculos/editar/ABC123'],
    ['/routes', '/rutas'],
    ['/trips', '/viajes'],
    ['/trips/drivers', '/viajes/conductores'],
    ['/trips/passengers', '/viajes/ocupantes'],
    ['/trips/applications', '/viajes/solicitudes'],
    ['/settings', '/configuracion'],
    ['/alerts', '/alertas'],
    ['/applications', '/solicitudes'],
    ['/notifications', '/notificaciones'],
    ['/fleet_trips/trips', '/viajes_fleet/viajes'],
    ['/fleet_trips/applications', '/viajes_fleet/solicitudes'],
    ['/fleet_trips/trips/7/audits/create', '/viajes_fleet/viajes/7/auditorias/crear'],
    ['/fleet_trips/trips/7/report', '/viajes_fleet/viajes/7/reporte'],
    ['/fuel_cards/3/show', '/tarjeta_gasolina/3/show'],
    ['/toll_tags', '/tarjeta_tag'],
    ['/fleet_trips/trips/7/audits/initial_audit', '/viajes_fleet/viajes/7/auditorias/auditoria_inicial'],
    ['/plants', '/plantas'],
    ['/plants/create', '/plantas/create'],
    ['/plants/3/show', '/plantas/3/show'],
    ['/departments/9', '/departamentos/9'],
    ['/parts', '/piezas'],
    ['/parts/4/show', '/piezas/4/show'],
    ['/accessories/create', '/accesorios/create'],
    ['/my_account', '/mi_cuenta'],
    ['/Home', '/'],
    ['/Inicio', '/'],
  ])('%s → %s', (en, es) => {
    expect(toSpanishPath(en)).toBe(es);
  });

  it('answers null for paths that are not aliases', () => {
    expect(toSpanishPath('/plantas')).toBeNull();
    expect(toSpanishPath('/nowhere')).toBeNull();
  });

  it('registers one route root per alias family', () => {
    expect(aliasRoots()).toEqual(
      expect.arrayContaining(['/users', '/vehicles', '/fleet_trips', '/plants', '/departments', '/Inicio', '/Home']),
    );
    expect(new Set(aliasRoots()).size).toBe(aliasRoots().length);
  });
});
