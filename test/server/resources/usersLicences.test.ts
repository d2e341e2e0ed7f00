import { eq, sql } from 'drizzle-orm';
import { record_history, usuarios } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';
import { documentStateFor as licenceStateFor, refreshDocumentStates, scheduleDocumentStates } from '../../../server/kit/documents';
import { USER_FILES } from '../../../server/resources/users/userFiles';
import { roleTestApp } from '../support/roleApp';
import { day, FILES, userFileCalls, type Part } from './usersHelpers';

/** The users' licences alone through the kit's document job (main.ts runs every declared document). */
const LICENCES = [{ base: 'usuarios', table: usuarios, files: USER_FILES }];
const refreshLicenceStates = (db: Db, day?: string) => refreshDocumentStates(db, LICENCES, day);
const scheduleLicenceStates = (db: Db, log: (message: string, err?: unknown) => void) => scheduleDocumentStates(db, LICENCES, log, 'Licences');

/** docs/API.md "Users" licence: upload and GET, aceptar/rechazar_licencia, and DOMAIN §4 licence expiry. */
const { t, tokens } = roleTestApp();

const { rh, c4, files, upload, photo, licence, newUser, stored } = userFileCalls(() => t, () => tokens);

describe('POST usuarios/{id}/licencia/ and GET usuarios/{id}/licencia/', () => {
  it.each([['pdf'], ['png'], ['jpeg'], ['webp']] as const)('stores a %s licence as pending with its expiry', async (kind) => {
    const user = await newUser();
    const res = await licence(user.id, FILES[kind]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ licencia: `/api/usuarios/${user.id}/licencia/`, vencimiento: '2031-05-20', licencia_status: 0 });
    const served = await c4({ url: `usuarios/${user.id}/licencia/` });
    expect(served.rawPayload.equals(FILES[kind])).toBe(true);
    expect(served.headers['content-type']).toBe({ pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' }[kind]);
  });

  it('serves a PDF as an attachment in a sandbox, so its /OpenAction JavaScript never runs in the app', async () => {
    const user = await newUser();
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    expect((await licence(user.id, pdf)).statusCode).toBe(200);
    const served = await c4({ url: `usuarios/${user.id}/licencia/` });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="usuario-${user.id}-licencia.pdf"; filename*=UTF-8''usuario-${user.id}-licencia.pdf`,
      'content-security-policy': "sandbox; default-src 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'private, no-store',
    });
  });

  it.each([
    ['text named .pdf', { data: FILES.text }, { licencia: ['El archivo debe ser de tipo JPEG, PNG, WebP, PDF.'] }],
    ['no expiry', { vencimiento: '' }, { vencimiento: ['El campo no puede estar vacío.'] }],
    ['a bad expiry', { vencimiento: '2031-02-30' }, { vencimiento: ['Ingrese una fecha válida.'] }],
    ['an expiry in another format', { vencimiento: '20/05/2031' }, { vencimiento: ['Ingrese una fecha válida.'] }],
    ['no file and no expiry', { data: null, vencimiento: '' }, { licencia: ['Elija un archivo.'], vencimiento: ['El campo no puede estar vacío.'] }],
  ])('refuses %s and changes nothing', async (_case, opts, errors) => {
    const user = await newUser();
    const before = [await stored(user.id), files()];
    const parts: Part[] = [];
    const data = 'data' in opts ? opts.data : FILES.pdf;
    if (data) parts.push({ name: 'licencia', filename: 'licencia.pdf', data });
    if (!('vencimiento' in opts) || opts.vencimiento) parts.push({ name: 'vencimiento', value: 'vencimiento' in opts ? opts.vencimiento! : '2031-01-01' });
    const res = await upload(user.id, 'licencia', parts);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expect([await stored(user.id), files()]).toEqual(before);
  });

  it('a new licence replaces the old file and waits for review again', async () => {
    const user = await newUser();
    await licence(user.id, FILES.pdf, day(400));
    expect((await rh({ url: `usuarios/${user.id}/aceptar_licencia/` })).json().licencia_status).toBe(1);
    const old = (await stored(user.id)).licencia;
    const res = await licence(user.id, FILES.png, day(800), 'nueva.png');
    expect(res.json()).toMatchObject({ licencia_status: 0, vencimiento: day(800) });
    expect(files()).not.toContain(old);
  });

  it('answers 404 for a user without a file, or without a token 401', async () => {
    const user = await newUser();
    expect((await c4({ url: `usuarios/${user.id}/licencia/` })).statusCode).toBe(404);
    expect((await c4({ url: `usuarios/${user.id}/imagen/` })).statusCode).toBe(404);
    await photo(user.id, FILES.png);
    expect((await t.call({ url: `usuarios/${user.id}/imagen/` })).statusCode).toBe(401);
    expect((await t.call({ url: `usuarios/${user.id}/imagen/`, token: 'nope' })).statusCode).toBe(401);
  });

  it('serves the generated demo licences and photos', async () => {
    const [seeded] = await t.database.db.select().from(usuarios).where(sql`licencia LIKE '%.pdf'`).limit(1);
    const res = await c4({ url: `usuarios/${seeded.id}/licencia/` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [withPhoto] = await t.database.db.select().from(usuarios).where(sql`imagen IS NOT NULL`).limit(1);
    expect((await c4({ url: `usuarios/${withPhoto.id}/imagen/` })).headers['content-type']).toBe('image/png');
  });
});

describe('aceptar_licencia / rechazar_licencia (DOMAIN §2 documents)', () => {
  it('accepts and rejects a licence, one audit row each', async () => {
    const user = await newUser();
    await licence(user.id, FILES.pdf, day(200));
    const accepted = await rh({ url: `usuarios/${user.id}/aceptar_licencia/` });
    expect(accepted.json()).toMatchObject({ id: user.id, licencia_status: 1 });
    const rejected = await rh({ url: `usuarios/${user.id}/rechazar_licencia/` });
    expect(rejected.json()).toMatchObject({ licencia_status: 2 });
    const audits = (await t.audit()).filter((r) => r.resource === 'usuarios' && r.record_id === String(user.id)).slice(0, 2);
    expect(audits.map((a) => [a.action, a.changes])).toEqual([
      ['reject_licence', { licencia_status: [1, 2] }],
      ['accept_licence', { licencia_status: [0, 1] }],
    ]);
  });

  it('accepting a licence that expires within 30 days, or has expired, gives that state at once', async () => {
    const soon = await newUser();
    await licence(soon.id, FILES.pdf, day(10));
    expect((await rh({ url: `usuarios/${soon.id}/aceptar_licencia/` })).json().licencia_status).toBe(3);
    const gone = await newUser();
    await licence(gone.id, FILES.pdf, day(-1));
    expect((await rh({ url: `usuarios/${gone.id}/aceptar_licencia/` })).json().licencia_status).toBe(4);
  });

  it('answers 409 invalid_transition without a licence, and changes nothing', async () => {
    const user = await newUser();
    const before = await stored(user.id);
    for (const action of ['aceptar_licencia', 'rechazar_licencia']) {
      const res = await rh({ url: `usuarios/${user.id}/${action}/`, lang: 'en' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'invalid_transition', detail: 'This action is not possible in the current state.' });
    }
    expect(await stored(user.id)).toEqual(before);
  });
});

describe('licence expiry (DOMAIN §4)', () => {
  it('licenceStateFor: accepted, expiring within 30 days (the day itself too), expired after its date', () => {
    expect(licenceStateFor('2026-03-01', '2026-03-02')).toBe(4);
    expect(licenceStateFor('2026-03-02', '2026-03-02')).toBe(3);
    expect(licenceStateFor('2026-04-01', '2026-03-02')).toBe(3);
    expect(licenceStateFor('2026-04-02', '2026-03-02')).toBe(1);
  });

  it('moves accepted licences to expiring and expired, once, and leaves pending and rejected ones to HR', async () => {
    const db = t.database.db;
    const make = async (status: number, vencimiento: string) => {
      const user = await newUser();
      await licence(user.id, FILES.pdf, vencimiento);
      await db.update(usuarios).set({ licencia_status: status }).where(eq(usuarios.id, user.id));
      return user.id;
    };
    const far = await make(1, '2026-06-30');
    const soon = await make(1, '2026-03-20');
    const past = await make(1, '2026-02-01');
    const expiringPast = await make(3, '2026-02-27');
    const pending = await make(0, '2026-02-01');
    const rejected = await make(2, '2026-03-10');
    // The demo's own licences are already in their states for today; move the clock to a fixed day.
    await db.update(usuarios).set({ licencia_status: null, licencia: null, vencimiento: null }).where(sql`id NOT IN (${sql.join([far, soon, past, expiringPast, pending, rejected].map((i) => sql`${i}`), sql`, `)})`);
    const moved = await refreshLicenceStates(db, '2026-03-01');
    expect(moved).toEqual({ expiring: 1, expired: 2 });
    const state = async (id: number) => (await stored(id)).licencia_status;
    expect([await state(far), await state(soon), await state(past), await state(expiringPast), await state(pending), await state(rejected)]).toEqual([1, 3, 4, 4, 0, 2]);
    const audits = (await t.audit()).filter((r) => r.action === 'licence_state');
    expect(audits.map((a) => [Number(a.record_id), a.changes, a.user_id]).sort()).toEqual(
      [[soon, { licencia_status: [1, 3] }, null], [past, { licencia_status: [1, 4] }, null], [expiringPast, { licencia_status: [3, 4] }, null]].sort(),
    );
    const history = await db.select().from(record_history).where(eq(record_history.action, 'licence_state'));
    expect(history.map((h) => [h.resource, h.record_id, h.field, h.from_state, h.to_state, h.user_id]).sort()).toEqual(
      [['usuarios', soon, 'licencia_status', 1, 3, null], ['usuarios', past, 'licencia_status', 1, 4, null], ['usuarios', expiringPast, 'licencia_status', 3, 4, null]].sort(),
    );
    // Once per licence and state: a second run the same day moves nothing.
    expect(await refreshLicenceStates(db, '2026-03-01')).toEqual({ expiring: 0, expired: 0 });
    // Days later the expiring one expires.
    expect(await refreshLicenceStates(db, '2026-03-21')).toEqual({ expiring: 0, expired: 1 });
    expect(await state(soon)).toBe(4);
  });

  it('main.ts runs it at start-up (then daily), logging what moved', async () => {
    const user = await newUser();
    await licence(user.id, FILES.pdf, day(5));
    await t.database.db.update(usuarios).set({ licencia_status: 1 }).where(eq(usuarios.id, user.id));
    const lines: string[] = [];
    const stop = scheduleLicenceStates(t.database.db, (message) => lines.push(message));
    await stop(); // waits for the start-up run, then cancels the daily one
    expect((await stored(user.id)).licencia_status).toBe(3);
    expect(lines).toEqual([expect.stringMatching(/^Licences: [1-9]\d* now expiring, \d+ now expired\.$/)]);
  });
});
