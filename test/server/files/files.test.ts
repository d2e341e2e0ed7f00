import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { canAccess } from '../../../domain/access';
import { GROUPS } from '../../../domain/roles';
import { usuarios } from '../../../server/db/schema';
import { fileActions } from '../../../server/kit/files';
import { resources } from '../../../server/resources';
import { FILES, multipart } from '../resources/usersHelpers';
import { kitVehicleCalls, kitVehiclesApp, VEHICLE_FILES, vehicles, vehiculos } from './kitVehicles';

/**
 * server/kit/files.ts on a second resource (kitVehicles.ts): upload, replace, serve, DOMAIN §1,
 * and files going with their records. Document expiry on it: documentExpiry.test.ts.
 */
const { t, tokens } = kitVehiclesApp();

const { call, upload, photo, permit, files, stored, newVehicle } = kitVehicleCalls(() => t, () => tokens);

describe('declared files on a second resource: upload, replace, serve', () => {
  it('stores a photo under its own field and serves it with its record name, type and headers', async () => {
    const id = await newVehicle();
    const res = await photo(id, FILES.png);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, foto: `/api/vehiculos/${id}/foto/`, permiso: null });
    const { foto } = await stored(id);
    expect(foto).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(files()).toContain(foto);

    const served = await call('c4', 'GET', `kit/vehiculos/${id}/foto/`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(FILES.png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="vehiculo-${id}-foto.png"; filename*=UTF-8''vehiculo-${id}-foto.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    const [audit] = (await t.audit()).filter((r) => r.resource === 'vehiculos' && r.record_id === String(id));
    expect(audit).toMatchObject({ action: 'documents', changes: { foto: [null, foto] } });
  });

  it('replacing the photo removes the old file and leaves the document alone', async () => {
    const id = await newVehicle();
    await permit(id, FILES.pdf, '2031-01-31');
    await photo(id, FILES.png);
    const first = await stored(id);
    expect((await photo(id, FILES.webp)).statusCode).toBe(200);
    const second = await stored(id);
    expect(second.foto).toMatch(/\.webp$/);
    expect(files()).not.toContain(first.foto);
    expect(files()).toEqual(expect.arrayContaining([second.foto, first.permiso]));
    expect(second.permiso).toBe(first.permiso);
  });

  it('judges each file by its own kind and size limit', async () => {
    const id = await newVehicle();
    const before = [await stored(id), files()];
    expect((await photo(id, FILES.pdf)).json()).toEqual({ imagen: ['El archivo debe ser de tipo JPEG, PNG, WebP.'] });
    const big = Buffer.concat([FILES.png, Buffer.alloc(1024 * 1024)]);
    const tooBig = await photo(id, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ imagen: ['El archivo no puede pesar más de 1 MB.'] });
    expect((await upload(id, 'imagen1', [{ name: 'foto', filename: 'a.png', data: FILES.png }])).json()).toEqual({
      foto: ['Campo desconocido.'],
      imagen: ['Elija un archivo.'],
    });
    expect([await stored(id), files()]).toEqual(before);
    // The document takes a PDF, and a file over the photo's 1 MB.
    expect((await permit(id, Buffer.concat([FILES.pdf, Buffer.alloc(1024 * 1024)]))).statusCode).toBe(200);
  });

  it('a document is stored Pending, with its date when sent (optional here) and a valid one only', async () => {
    const id = await newVehicle();
    const res = await permit(id, FILES.pdf);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ permiso: `/api/vehiculos/${id}/permiso_circulacion/`, permiso_vencimiento: null, permiso_status: 0 });
    expect((await permit(id, FILES.pdf, '2031-02-30')).json()).toEqual({ vencimiento: ['Ingrese una fecha válida.'] });
    await t.database.db.update(vehiculos).set({ permiso_status: 1 }).where(eq(vehiculos.id, id));
    expect((await permit(id, FILES.jpeg, '2031-05-20')).json()).toMatchObject({ permiso_vencimiento: '2031-05-20', permiso_status: 0 });
    const served = await call('rh', 'GET', `kit/vehiculos/${id}/permiso_circulacion/`);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['content-disposition']).toBe(`inline; filename="vehiculo-${id}-permiso.jpg"; filename*=UTF-8''vehiculo-${id}-permiso.jpg`);
    // A PDF document of any resource is an attachment, sandboxed.
    await permit(id, FILES.pdf);
    const pdf = await call('rh', 'GET', `kit/vehiculos/${id}/permiso_circulacion/`);
    expect(pdf.headers).toMatchObject({
      'content-disposition': `attachment; filename="vehiculo-${id}-permiso.pdf"; filename*=UTF-8''vehiculo-${id}-permiso.pdf`,
      'content-security-policy': "sandbox; default-src 'none'",
    });
  });

  it('every declared image is cut to its own end, and a damaged one refused, on any resource', async () => {
    const id = await newVehicle();
    expect((await photo(id, Buffer.concat([FILES.png, Buffer.from('<html><script>alert(1)</script>')]))).statusCode).toBe(200);
    expect((await call('c4', 'GET', `kit/vehiculos/${id}/foto/`)).rawPayload.equals(FILES.png)).toBe(true);
    // A document that is an image gets the same walk.
    const res = await permit(id, FILES.webp.subarray(0, 30));
    expect([res.statusCode, res.json()]).toEqual([400, { documento: ['El archivo WebP está dañado o incompleto; vuelva a guardarlo e inténtelo de nuevo.'] }]);
  });

  it('DOMAIN §1: only admins upload vehicle files, and nothing is kept from a refused upload', async () => {
    const id = await newVehicle();
    const before = files();
    expect((await photo(id, FILES.png, 'rh')).statusCode).toBe(403);
    expect((await photo(id, FILES.png, 'c4')).statusCode).toBe(403);
    expect(files()).toEqual(before);
    expect((await call('c4', 'GET', `kit/vehiculos/${id}/foto/`)).statusCode).toBe(404);
    expect((await photo(999999, FILES.png)).statusCode).toBe(404);
    expect(files()).toEqual(before);
  });
});

/** Every file call of every real resource (permissions.test.ts covers the declared `actions`). */
const GROUPS_OF = { admin: [GROUPS.admin], rh_admin: [GROUPS.rh_admin], c4: [GROUPS.c4] } as const;
const fileCalls = resources.flatMap((declaration) => fileActions(declaration).map((action) => ({ declaration, action })));

describe.each(['admin', 'rh_admin', 'c4'] as const)('DOMAIN §1 on every declared file call, as %s', (role) => {
  it.each(fileCalls.map((c) => [c.declaration.base, c.action.method, c.action.path, c] as const))('%s: %s %s', async (base, method, action, c) => {
    // An id that does not exist: an allowed call changes nothing (404, or 400 for an empty form).
    const res = await t.call({ method, url: `${base}/999999/${action}/`, token: tokens[role], lang: 'en', payload: method === 'POST' ? {} : undefined });
    if (canAccess(GROUPS_OF[role], base, c.action.access)) expect([400, 404]).toContain(res.statusCode);
    else expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied']);
  });
});

describe('declared files go with their records', () => {
  it('deleting one record removes its files; deleting several removes all of theirs', async () => {
    const [one, two, three] = [await newVehicle(), await newVehicle(), await newVehicle()];
    for (const id of [one, two, three]) {
      await photo(id, FILES.png);
      await permit(id, FILES.pdf, '2031-01-01');
    }
    const keys = async (id: number) => {
      const row = await stored(id);
      return [row.foto, row.permiso];
    };
    const [k1, k2, k3] = [await keys(one), await keys(two), await keys(three)];
    expect(files()).toEqual(expect.arrayContaining([...k1, ...k2, ...k3]));

    expect((await call('admin', 'DELETE', `kit/vehiculos/${one}/`)).statusCode).toBe(204);
    for (const key of k1) expect(files()).not.toContain(key);
    expect(files()).toEqual(expect.arrayContaining([...k2, ...k3]));

    const res = await call('admin', 'POST', 'kit/vehiculos/multiple_delete/', { payload: { ids: [two, three] } });
    expect(res.json()).toEqual({ deleted: 2 });
    for (const key of [...k2, ...k3]) expect(files()).not.toContain(key);
  });

  it('a platform user deleted through usuarios/plataforma/ loses the photo usuarios/ served', async () => {
    const adminToken = tokens.admin;
    const created = await t.call({
      method: 'POST',
      url: 'usuarios/plataforma/',
      token: adminToken,
      payload: { name: 'Eva', last_name: 'Luna', email: `eva.${randomBytes(3).toString('hex')}@empresa.mx`, groups: ['C4'], password: 'una-clave-larga' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const sent = await t.call({ method: 'POST', url: `usuarios/${id}/foto_perfil/`, token: adminToken, ...multipart([{ name: 'imagen', filename: 'eva.png', data: FILES.png }]) });
    expect(sent.statusCode).toBe(200);
    // The view has no file calls of its own.
    expect((await t.call({ url: `usuarios/plataforma/${id}/imagen/`, token: adminToken })).statusCode).toBe(404);
    const [{ imagen }] = await t.database.db.select({ imagen: usuarios.imagen }).from(usuarios).where(eq(usuarios.id, id));
    expect(files()).toContain(imagen);
    expect((await t.call({ method: 'DELETE', url: `usuarios/plataforma/${id}/`, token: adminToken })).statusCode).toBe(204);
    expect(files()).not.toContain(imagen);
  });

  it('documents each file call for OpenAPI: the multipart body with its date, and a summary', () => {
    const route = (method: string, url: string) => t.app.apiRoutes.find((r) => r.method === method && r.url === `/api/kit/vehiculos/:id/${url}/`)?.schema;
    const permitUpload = route('POST', 'permiso_circulacion');
    expect(permitUpload).toMatchObject({ consumes: ['multipart/form-data'], summary: expect.stringContaining('PDF; up to 10 MB') });
    const body = permitUpload?.body as z.ZodObject;
    expect(Object.keys(body.shape)).toEqual(['documento', 'vencimiento']);
    expect(body.safeParse({ documento: 'x' }).success).toBe(true); // the date is optional here
    expect(route('POST', 'imagen1')?.summary).toContain('JPEG, PNG, WebP; up to 1 MB');
    expect(route('GET', 'foto')?.summary).toContain('blob');
  });

  it('a declaration naming a column its table lacks fails when its routes are made', () => {
    expect(() => fileActions({ ...vehicles, files: [{ ...VEHICLE_FILES[0], field: 'placa' }] })).toThrow('vehiculos: unknown column placa');
    const expiry = { field: 'placa_vencimiento', required: true, status: 'permiso_status' };
    expect(() => fileActions({ ...vehicles, files: [{ ...VEHICLE_FILES[1], expiry }] })).toThrow('vehiculos: unknown column placa_vencimiento');
  });
});
