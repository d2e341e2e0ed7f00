import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { addDays, format, subDays } from 'date-fns';
import type { LightMyRequestResponse } from 'fastify';
import { usuarios } from '../../../server/db/schema';
import { avatarPng, licencePdf } from '../../../server/seed/placeholders';
import type { Call, RoleTokens, TestApp } from '../support/harness';

/** What the users' test files share: multipart bodies, sample files, secret-checking callers, new users, uploads. */

export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----flotilla${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = 'filename' in part ? `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`));
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Files by their bytes, each a real one (uploads are walked to their end): 8×8 JPEG and WebP made by Chromium's encoder. */
export const FILES = {
  png: avatarPng(1),
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAbEAEAAAcAAAAAAAAAAAAAAAAAFSUxUmSCkf/EABQBAQAAAAAAAAAAAAAAAAAAAAX/xAAXEQADAQAAAAAAAAAAAAAAAAAAAhEh/9oADAMBAAIRAxEAPwCuWwXP2u5QA4qy6CM1mH//2Q==',
    'base64',
  ),
  webp: Buffer.from('UklGRmAAAABXRUJQVlA4IFQAAABQAgCdASoIAAgAAsBMJagCdLoB+AASishgVAAA/gskl6x1SXGJ+zmi3+F2qdssr2wPF4//GaxYI5PhTMjf7i3hxk5TMcLC3Df+C31ng5DX3Szv3AA=', 'base64'),
  pdf: licencePdf(),
  text: Buffer.from('this is not an image, whatever its name says'),
};

/** Answers that must never carry a password hash or a token version (docs/API.md "Users"). */
export function expectNoSecrets(res: LightMyRequestResponse) {
  if (res.statusCode >= 300 || !String(res.headers['content-type'] ?? '').includes('json')) return;
  expect(res.body).not.toMatch(/"(password|token_version)"/);
  expect(res.body).not.toMatch(/\$argon2id\$/);
}

/** A caller with a bearer token that checks every answer for secrets. */
export const caller = (app: () => TestApp, token: () => string) => async (call: Call) => {
  const res = await app().call({ token: token(), ...call });
  expectNoSecrets(res);
  return res;
};

let serial = 0;
/** A valid body for POST usuarios/, unique on each call. */
export function userBody(extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: 'Lucía',
    last_name: 'Ramos Ortega',
    email: `lucia.ramos${serial}.${randomBytes(3).toString('hex')}@empresa.mx`,
    telephone: '8112345678',
    role: 1,
    ...extra,
  };
}

/** The fields of a user's record on usuarios/ and usuarios/plataforma/ (docs/API.md "Users"), sorted. */
export const RECORD_FIELDS = [
  'id', 'name', 'last_name', 'email', 'telephone', 'department', 'planta', 'role', 'status', 'no_worker', 'state', 'city', 'address', 'postal_code',
  'plataforma', 'groups', 'puntos', 'imagen', 'licencia', 'vencimiento', 'licencia_status', 'last_login', 'created_at', 'updated_at',
].sort();

/**
 * The three roles' secret-checking callers on the app of a users' test file, with `create` (a
 * new user through POST usuarios/, HR by default) and `snapshot` (what a refused call leaves alone).
 */
export function usersCalls(app: () => TestApp, tokens: () => RoleTokens) {
  const admin = caller(app, () => tokens().admin);
  const rh = caller(app, () => tokens().rh);
  const c4 = caller(app, () => tokens().c4);
  async function create(body: Record<string, unknown> = {}, call = rh) {
    const res = await call({ method: 'POST', url: 'usuarios/', payload: userBody(body) });
    expect(res.statusCode).toBe(201);
    return res.json();
  }
  const snapshot = async () => ({
    usuarios: await app().database.db.select().from(usuarios).orderBy(usuarios.id),
    audit: (await app().audit()).filter((r) => r.resource !== 'auth').length,
  });
  return { admin, rh, c4, create, snapshot };
}

/** A date `offset` days from today, as yyyy-MM-dd. */
export const day = (offset: number) => format(offset >= 0 ? addDays(new Date(), offset) : subDays(new Date(), -offset), 'yyyy-MM-dd');

/**
 * What the users' file tests call, HR uploading and C4 reading: the stored files' names, a
 * multipart upload to an action, a photo or a licence, a new user, and a user's row as stored.
 */
export function userFileCalls(app: () => TestApp, tokens: () => RoleTokens) {
  const rh = caller(app, () => tokens().rh);
  const c4 = caller(app, () => tokens().c4);
  const files = () => readdirSync(path.join(app().dataDir, 'files')).sort();
  const upload = (id: number, action: string, parts: Part[], extra: Partial<Call> = {}) => rh({ method: 'POST', url: `usuarios/${id}/${action}/`, ...multipart(parts), ...extra });
  const photo = (id: number, data: Buffer, filename = 'foto.png') => upload(id, 'foto_perfil', [{ name: 'imagen', filename, data, type: 'image/png' }]);
  const licence = (id: number, data: Buffer, vencimiento = '2031-05-20', filename = 'licencia.pdf') =>
    upload(id, 'licencia', [{ name: 'licencia', filename, data }, { name: 'vencimiento', value: vencimiento }]);
  async function newUser() {
    const res = await rh({ method: 'POST', url: 'usuarios/', payload: userBody() });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; updated_at: string };
  }
  const stored = async (id: number) => (await app().database.db.select().from(usuarios).where(eq(usuarios.id, id)))[0];
  return { rh, c4, files, upload, photo, licence, newUser, stored };
}
