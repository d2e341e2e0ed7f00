import { es as serverEs } from '../../i18n/server/es';
import { noteLoadFailure, takeLoadFailureText, toHttpError } from './errors';

describe('toHttpError: what a failure says', () => {
  it('says "not allowed" for a 403 with or without its code, never that the element does not exist', () => {
    expect(toHttpError(403, { detail: 'x', code: 'permission_denied' }).message).toBe('No tiene permiso para realizar esta acción.');
    expect(toHttpError(403, null).message).toBe('No tiene permiso para realizar esta acción.');
  });

  it('says the server failed for a 5xx, whatever its body', () => {
    expect(toHttpError(500, { detail: 'Ocurrió un error inesperado en el servidor.', code: 'internal' }).message).toBe('Ocurrió un error inesperado en el servidor.');
    expect(toHttpError(502, null).message).toBe('Ocurrió un error inesperado en el servidor.');
  });

  it('says each code in the words the API uses for it (one catalogue), whatever detail came along', () => {
    const codes = Object.entries(serverEs.errors).filter(([code]) => code !== 'in_use' && code !== 'invalid_transition');
    expect(codes.length).toBeGreaterThan(15);
    for (const [code, text] of codes) expect([code, toHttpError(400, { detail: 'x', code }).message]).toEqual([code, text]);
  });

  it("keeps the server's own words for a code the client does not know (in_use)", () => {
    const error = toHttpError(409, { detail: 'La planta está en uso por 44 usuarios.', code: 'in_use', usage: { usuarios: 44 } });
    expect(error.message).toBe('La planta está en uso por 44 usuarios.');
    expect(error.body).toMatchObject({ code: 'in_use', usage: { usuarios: 44 } });
  });

  it("keeps the server's words for a refused state change, which may say what to do (invalid_transition)", () => {
    const detail = 'Solo se pueden activar o desactivar vehículos aceptados: quite de la selección los pendientes, rechazados u ocupados.';
    expect(toHttpError(409, { detail, code: 'invalid_transition' }).message).toBe(detail);
    expect(toHttpError(409, { code: 'invalid_transition' }).message).toBe(serverEs.errors.invalid_transition);
  });
});

describe('the text of a failed record load', () => {
  it('is the failure itself unless it was a 404, once, and nothing for an ended session', () => {
    noteLoadFailure(toHttpError(403, { code: 'permission_denied' }));
    expect(takeLoadFailureText()).toBe('No tiene permiso para realizar esta acción.');
    expect(takeLoadFailureText()).toBeUndefined();
    noteLoadFailure(toHttpError(404, { code: 'not_found' }));
    expect(takeLoadFailureText()).toBeUndefined();
    noteLoadFailure({ status: 401, message: 'x' });
    expect(takeLoadFailureText()).toBeNull();
    noteLoadFailure({ status: 0, message: 'Error de red: no se pudo contactar al servidor' });
    expect(takeLoadFailureText()).toBe('Error de red: no se pudo contactar al servidor');
  });
});
