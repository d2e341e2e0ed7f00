import { eq } from 'drizzle-orm';
import { departamentos, plantas, puntos_ledger, usuarios } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { importCalls, xlsx } from './usersImportHelpers';

/** docs/API.md: POST usuarios/importar/ without dry_run, every valid row in one transaction or nothing. */
const { t, tokens } = roleTestApp();

const { admin, rh, send, snapshot, mixedFile } = importCalls(() => t, () => tokens);

describe('POST usuarios/importar/ (real import)', () => {
  it('writes every valid row in one transaction, with ledger and audit rows, and skips the bad ones', async () => {
    const before = await snapshot();
    const res = await send(await mixedFile(), { dryRun: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dry_run: false, created: 2, updated: 1, failed: 3 });
    const db = t.database.db;
    const [irma] = await db.select().from(usuarios).where(eq(usuarios.email, 'irma.solis@empresa.mx'));
    const [dept] = await db.select().from(departamentos).where(eq(departamentos.code, 'LOG'));
    const [plant] = await db.select().from(plantas).where(eq(plantas.code, 'QRO'));
    expect(irma).toMatchObject({ name: 'Irma', telephone: '4421112233', department: dept.id, planta: plant.id, role: 1, status: 1, no_worker: '880001', postal_code: '01000', puntos: 120, plataforma: false });
    const [oscar] = await db.select().from(usuarios).where(eq(usuarios.email, 'oscar.luna@empresa.mx'));
    expect(oscar).toMatchObject({ name: 'Óscar', department: dept.id, planta: null, role: 0, status: 0, puntos: 0 });
    // The update changes the columns the file has and leaves points alone (an opening balance is for new users).
    const [diego] = await db.select().from(usuarios).where(eq(usuarios.email, 'conductor@flotilla.mx'));
    expect(diego).toMatchObject({ last_name: 'Ramírez Soto', telephone: '5512341234', role: 1, puntos: before.usuarios.find((u) => u.email === 'conductor@flotilla.mx')!.puntos, groups: [] });
    expect(await db.select().from(usuarios).where(eq(usuarios.email, 'no-es-correo'))).toEqual([]);
    const after = await snapshot();
    expect(after.usuarios.length).toBe(before.usuarios.length + 2);
    expect(after.ledger).toBe(before.ledger + 1);
    const [ledger] = await db.select().from(puntos_ledger).where(eq(puntos_ledger.usuario, irma.id));
    expect(ledger).toMatchObject({ delta: 120, balance: 120, reason: 'import' });
    const audits = (await t.audit()).filter((r) => r.resource === 'usuarios').slice(0, 3);
    expect(audits.map((a) => a.action).sort()).toEqual(['import_create', 'import_create', 'import_update']);
    expect(audits.find((a) => a.action === 'import_update')!.changes).toMatchObject({ last_name: ['Ramírez', 'Ramírez Soto'] });
    // The same file again: the two new users are now updates.
    expect((await send(await mixedFile())).json()).toMatchObject({ created: 0, updated: 3 });
  });

  it("holds its transaction on the long work's connections, not the calls'", async () => {
    const taken = vi.spyOn(t.database.longWork, 'connect');
    try {
      expect((await send(await mixedFile())).statusCode).toBe(200);
      expect(taken).not.toHaveBeenCalled(); // a dry run writes nothing
      expect((await send(await mixedFile(), { dryRun: false })).statusCode).toBe(200);
      expect(taken).toHaveBeenCalledTimes(1);
    } finally {
      taken.mockRestore();
    }
  });

  it('obeys account safety: an admin cannot disable their own account through a file, and nothing is written', async () => {
    const before = await snapshot();
    const file = await xlsx([
      ['name', 'last_name', 'email', 'status'],
      ['Nueva', 'Persona', 'nueva.persona@empresa.mx', 'Activo'],
      ['Ana', 'Martínez', 'admin@flotilla.mx', 'Inactivo'],
    ]);
    const res = await send(file, { dryRun: false, as: admin });
    expect([res.statusCode, res.json().code]).toEqual([409, 'own_account']);
    expect(await snapshot()).toEqual(before);
  });

  it('checks the row restriction again while writing: a user made platform staff meanwhile is refused to HR, nothing written', async () => {
    const before = await snapshot();
    // Writing the new row promotes the conductor, as another admin could between check and write.
    await t.database.pool.query(`
      CREATE FUNCTION promote_during_import() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE usuarios SET plataforma = true WHERE email = 'conductor@flotilla.mx'; RETURN NEW; END $$;
      CREATE TRIGGER promote_during_import AFTER INSERT ON usuarios FOR EACH ROW WHEN (NEW.email = 'zz.promueve@empresa.mx') EXECUTE FUNCTION promote_during_import();`);
    try {
      const file = await xlsx([
        ['name', 'last_name', 'email'],
        ['Zoe', 'Promueve', 'zz.promueve@empresa.mx'],
        ['Diego', 'Cambio', 'conductor@flotilla.mx'],
      ]);
      const res = await send(file, { dryRun: false, as: rh });
      expect([res.statusCode, res.json().code]).toEqual([403, 'permission_denied']);
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.database.pool.query('DROP TRIGGER promote_during_import ON usuarios; DROP FUNCTION promote_during_import();');
    }
  });

  it('a failure while writing writes nothing at all', async () => {
    const before = await snapshot();
    await t.database.pool.query(`
      CREATE FUNCTION fail_import() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$;
      CREATE TRIGGER fail_import BEFORE INSERT ON usuarios FOR EACH ROW WHEN (NEW.email = 'zz.falla@empresa.mx') EXECUTE FUNCTION fail_import();`);
    try {
      const file = await xlsx([
        ['name', 'last_name', 'email', 'puntos'],
        ['Ana', 'Primera', 'aa.primera@empresa.mx', 50],
        ['Zoe', 'Falla', 'zz.falla@empresa.mx', ''],
        ['Diego', 'Cambio', 'conductor@flotilla.mx', ''],
      ]);
      expect((await send(file)).json()).toMatchObject({ created: 2, updated: 1, failed: 0 });
      const res = await send(file, { dryRun: false });
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.database.pool.query('DROP TRIGGER fail_import ON usuarios; DROP FUNCTION fail_import();');
    }
  });
});
