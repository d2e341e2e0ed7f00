import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { record_history, usuarios } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { caller, day, FILES, multipart, userFileCalls } from './usersHelpers';

/**
 * docs/API.md "Users" files: foto_perfil, the type told by the bytes, the 10 MB limit, and what
 * a failed or refused upload leaves behind. The licence and its expiry: usersLicences.test.ts.
 */
const { t, tokens } = roleTestApp();

const { rh, c4, files, upload, photo, licence, newUser, stored } = userFileCalls(() => t, () => tokens);

describe('POST usuarios/{id}/foto_perfil/', () => {
  it.each([['png'], ['jpeg'], ['webp']] as const)('stores a %s under a server-made name and serves it back', async (kind) => {
    const user = await newUser();
    const res = await photo(user.id, FILES[kind], '../../etc/passwd.png');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, imagen: `/api/usuarios/${user.id}/imagen/` });
    const row = await stored(user.id);
    const ext = { png: 'png', jpeg: 'jpg', webp: 'webp' }[kind];
    expect(row.imagen).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${ext}$`));
    expect(files()).toContain(row.imagen);

    const served = await c4({ url: `usuarios/${user.id}/imagen/` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(FILES[kind])).toBe(true);
    expect(served.headers['content-type']).toBe({ png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' }[kind]);
    expect(served.headers).toMatchObject({
      'content-disposition': `inline; filename="usuario-${user.id}-imagen.${ext}"; filename*=UTF-8''usuario-${user.id}-imagen.${ext}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cross-origin-resource-policy': 'same-origin',
    });
    const [audit] = (await t.audit()).filter((r) => r.resource === 'usuarios');
    expect(audit).toMatchObject({ action: 'photo', record_id: String(user.id), changes: { imagen: [null, row.imagen] } });
  });

  it('a replaced or deleted file the server cannot remove is logged, not the caller\'s failure', async () => {
    const user = await newUser();
    await photo(user.id, FILES.png);
    // The stored file becomes something unlink refuses (a folder with content).
    const jam = (key: string) => {
      const where = path.join(t.dataDir, 'files', key);
      rmSync(where);
      mkdirSync(where);
      writeFileSync(path.join(where, 'x'), 'x');
    };
    jam((await stored(user.id)).imagen!);
    expect((await photo(user.id, FILES.jpeg, 'otra.jpg')).statusCode).toBe(200);
    jam((await stored(user.id)).imagen!);
    expect((await rh({ method: 'DELETE', url: `usuarios/${user.id}/` })).statusCode).toBe(204);
    expect(await stored(user.id)).toBeUndefined();
  });

  it('a new licence over an accepted one goes back to Pending with a history line', async () => {
    const user = await newUser();
    await licence(user.id, FILES.pdf);
    await t.database.db.update(usuarios).set({ licencia_status: 1 }).where(eq(usuarios.id, user.id));
    await licence(user.id, FILES.pdf, day(400));
    const history = await t.database.db.select().from(record_history).where(eq(record_history.record_id, user.id));
    expect(history.filter((h) => h.resource === 'usuarios').map((h) => [h.action, h.field, h.from_state, h.to_state])).toEqual([
      ['create', null, null, null],
      ['licence', 'licencia_status', null, 0],
      ['licence', 'licencia_status', 1, 0],
    ]);
  });

  it('replacing a photo removes the old file', async () => {
    const user = await newUser();
    await photo(user.id, FILES.png);
    const first = (await stored(user.id)).imagen!;
    await photo(user.id, FILES.jpeg, 'otra.jpg');
    const second = (await stored(user.id)).imagen!;
    expect(second).not.toBe(first);
    expect(files()).toContain(second);
    expect(files()).not.toContain(first);
  });

  it.each([
    ['text named .png', FILES.text, { imagen: ['El archivo debe ser de tipo JPEG, PNG, WebP.'] }],
    ['a PDF (a licence type, not a photo)', FILES.pdf, { imagen: ['El archivo debe ser de tipo JPEG, PNG, WebP.'] }],
    ['an empty file', Buffer.alloc(0), { imagen: ['Elija un archivo.'] }],
  ])('refuses %s by its bytes and changes nothing', async (_case, data, errors) => {
    const user = await newUser();
    const before = [await stored(user.id), files()];
    const res = await photo(user.id, data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect([await stored(user.id), files()]).toEqual(before);
  });

  it('stores an image without what follows its end: a PNG followed by HTML is kept as the PNG alone', async () => {
    const user = await newUser();
    const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>');
    for (const kind of ['png', 'jpeg', 'webp'] as const) {
      expect((await photo(user.id, Buffer.concat([FILES[kind], html]))).statusCode).toBe(200);
      const key = (await stored(user.id)).imagen!;
      expect(readFileSync(path.join(t.dataDir, 'files', key)).equals(FILES[kind])).toBe(true);
      expect((await c4({ url: `usuarios/${user.id}/imagen/` })).rawPayload.equals(FILES[kind])).toBe(true);
    }
  });

  it('refuses a damaged image with a field error in either language, and changes nothing', async () => {
    const user = await newUser();
    const before = [await stored(user.id), files()];
    const cut = FILES.png.subarray(0, FILES.png.length - 20);
    expect((await photo(user.id, cut)).json()).toEqual({ imagen: ['El archivo PNG está dañado o incompleto; vuelva a guardarlo e inténtelo de nuevo.'] });
    const res = await upload(user.id, 'foto_perfil', [{ name: 'imagen', filename: 'a.jpg', data: FILES.jpeg.subarray(0, 200) }], { lang: 'en' });
    expect([res.statusCode, res.json()]).toEqual([400, { imagen: ['The JPEG file is damaged or incomplete; save it again and try once more.'] }]);
    expect([await stored(user.id), files()]).toEqual(before);
  });

  it('refuses a file over 10 MB with a field error on its field, in either language', async () => {
    const user = await newUser();
    const before = files();
    const big = Buffer.concat([FILES.png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await photo(user.id, big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ imagen: ['El archivo no puede pesar más de 10 MB.'] });
    const en = await upload(user.id, 'foto_perfil', [{ name: 'imagen', filename: 'big.png', data: big }], { lang: 'en' });
    expect(en.json()).toEqual({ imagen: ['The file cannot be larger than 10 MB.'] });
    expect(files()).toEqual(before);
    expect((await stored(user.id)).imagen).toBeNull();
  });

  it('says "Choose a file." without a file: an empty form, another field, or a JSON body', async () => {
    const user = await newUser();
    expect((await upload(user.id, 'foto_perfil', [])).json()).toEqual({ imagen: ['Elija un archivo.'] });
    expect((await upload(user.id, 'foto_perfil', [{ name: 'foto', filename: 'a.png', data: FILES.png }], { lang: 'en' })).json()).toEqual({
      foto: ['Unknown field.'],
      imagen: ['Choose a file.'],
    });
    expect((await rh({ method: 'POST', url: `usuarios/${user.id}/foto_perfil/`, payload: {}, lang: 'en' })).json()).toEqual({ imagen: ['Choose a file.'] });
  });

  it('answers 400 invalid for a body that is not well-formed multipart, and 413 for too many files', async () => {
    const user = await newUser();
    const { payload, headers } = multipart([{ name: 'imagen', filename: 'a.png', data: FILES.png }]);
    const cut = await rh({ method: 'POST', url: `usuarios/${user.id}/foto_perfil/`, payload: payload.subarray(0, payload.length - 30), headers });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('invalid');
    const many = multipart(['a', 'b', 'c'].map((n) => ({ name: n, filename: `${n}.png`, data: FILES.png })));
    const res = await rh({ method: 'POST', url: `usuarios/${user.id}/foto_perfil/`, ...many, lang: 'en' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', detail: 'The file or request is too large.' });
    expect((await stored(user.id)).imagen).toBeNull();
  });

  it('answers 404 for an unknown user and stores nothing', async () => {
    const before = files();
    expect((await photo(999999, FILES.png)).statusCode).toBe(404);
    expect(files()).toEqual(before);
  });

  it('a failed write leaves the record as it was and keeps no new file', async () => {
    const user = await newUser();
    await photo(user.id, FILES.png);
    const before = [await stored(user.id), files()];
    await t.database.pool.query(`
      CREATE FUNCTION fail_photo() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$;
      CREATE TRIGGER fail_photo BEFORE UPDATE OF imagen ON usuarios FOR EACH ROW WHEN (NEW.id = ${user.id}) EXECUTE FUNCTION fail_photo();`);
    try {
      const res = await photo(user.id, FILES.webp);
      expect(res.statusCode).toBe(500);
      expect([await stored(user.id), files()]).toEqual(before);
    } finally {
      await t.database.pool.query('DROP TRIGGER fail_photo ON usuarios; DROP FUNCTION fail_photo();');
    }
  });

  it("HR may not change a platform user's photo: 403, and no file is kept", async () => {
    const [c4Row] = await t.database.db.select().from(usuarios).where(eq(usuarios.email, 'c4@flotilla.mx'));
    const before = files();
    expect((await photo(c4Row.id, FILES.png)).statusCode).toBe(403);
    expect(files()).toEqual(before);
    const admin = caller(() => t, () => tokens.admin);
    expect((await admin({ method: 'POST', url: `usuarios/${c4Row.id}/foto_perfil/`, ...multipart([{ name: 'imagen', filename: 'c4.png', data: FILES.png }]) })).statusCode).toBe(200);
  });

  it('deleting a user removes their files', async () => {
    const user = await newUser();
    await photo(user.id, FILES.png);
    await licence(user.id, FILES.pdf);
    const { imagen, licencia } = await stored(user.id);
    expect(files()).toEqual(expect.arrayContaining([imagen, licencia]));
    expect((await rh({ method: 'DELETE', url: `usuarios/${user.id}/` })).statusCode).toBe(204);
    expect(files()).not.toContain(imagen);
    expect(files()).not.toContain(licencia);
  });
});
