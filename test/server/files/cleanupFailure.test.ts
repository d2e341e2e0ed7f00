import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { vehiculos } from '../../../server/db/schema';
import { LocalFileStore } from '../../../server/files/localStore';
import { FieldErrors } from '../../../server/http/errors';
import { roleTestApp } from '../support/roleApp';
import { auditLoans } from './auditLoans';
import { FILES, multipart, type Part } from '../resources/usersHelpers';

/**
 * A write refused after its files were stored removes them with `discard` (server/kit/
 * fileWrites.ts): when the store cannot remove them (down), the caller still hears the write's
 * own error, not a 500 from the cleanup.
 */

/** Saves work (running `onSave` after each), removals fail as an unreachable store's do. */
class StoreThatCannotRemove extends LocalFileStore {
  onSave: (saved: number) => Promise<void> = async () => {};
  saved = 0;

  override async save(...args: Parameters<LocalFileStore['save']>) {
    const key = await super.save(...args);
    await this.onSave(++this.saved);
    return key;
  }

  override async remove(): Promise<void> {
    throw new Error('connect ECONNREFUSED (the store is down)');
  }
}

const store = new StoreThatCannotRemove(mkdtempSync(path.join(tmpdir(), 'flotilla-cleanup-')));
const { t, tokens, plant } = roleTestApp({ files: store });
afterEach(() => {
  store.onSave = async () => {};
  store.saved = 0;
});

const { newVehicle, loanAwaitingAudit } = auditLoans(t, tokens, plant);

it('an upload whose record went away meanwhile answers 404, not the failed removal', async () => {
  const id = await newVehicle();
  store.onSave = async () => void (await t.database.db.delete(vehiculos).where(eq(vehiculos.id, id)));
  const res = await t.call({ method: 'POST', url: `vehiculos/${id}/imagen1/`, token: tokens.admin, ...multipart([{ name: 'imagen', filename: 'a.png', data: FILES.png }]) });
  expect(res.statusCode).toBe(404);
});

it('an audit refused after a photo was stored answers its field error, not the failed removal', async () => {
  const { loan, parts: made } = await loanAwaitingAudit(['Llanta (limpieza)', 'Espejo (limpieza)']);
  const parts: Part[] = [{ name: 'kilometraje', value: '1200' }, { name: 'gasolina', value: '75' }];
  for (const id of made) {
    parts.push({ name: `pieza_${id}`, value: 'good' }, { name: `pieza_${id}_comentario`, value: 'Bien' }, { name: `pieza_${id}_imagen`, filename: 'p.png', data: FILES.png });
  }
  // The second photo refused once the first is stored.
  store.onSave = async (saved) => {
    if (saved === 2) throw FieldErrors.one(`pieza_${made[1]}_imagen`, 'validation.file');
  };
  const res = await t.call({ method: 'POST', url: `prestamos/${loan}/auditoria_inicial/`, token: tokens.admin, ...multipart(parts) });
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json())).toEqual([`pieza_${made[1]}_imagen`]);
});
