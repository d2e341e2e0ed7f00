import { addDays, format } from 'date-fns';
import { eq } from 'drizzle-orm';
import { setCompanyClock } from '../../../server/config';
import { declaredDocuments, refreshDocumentStates, scheduleDocumentStates, today } from '../../../server/kit/documents';
import { users } from '../../../server/resources/users/users';
import { platformUsers } from '../../../server/resources/users/platformUsers';
import { FILES } from '../resources/usersHelpers';
import { kitVehicleCalls, kitVehiclesApp, vehicles, vehiculos } from './kitVehicles';

/** server/kit/documents.ts: the expiry job on every declared document, shown on a second resource (kitVehicles.ts). */
const { t, tokens } = kitVehiclesApp();

const { permit, stored, newVehicle } = kitVehicleCalls(() => t, () => tokens);

describe('document expiry for every declared document (DOMAIN §4)', () => {
  it('lists each declared document once: the licence under usuarios/ (not its platform view), and the vehicle permit', () => {
    const documents = declaredDocuments([platformUsers, users, vehicles]);
    expect(documents.map((d) => [d.file.servedBy ?? d.source.base, d.file.field, d.file.expiry.status])).toEqual([
      ['usuarios', 'licencia', 'licencia_status'],
      ['vehiculos', 'permiso', 'permiso_status'],
    ]);
    expect(documents[0].source).toBe(users);
  });

  it('moves accepted permits to expiring and expired, once, with audit rows; pending, rejected and undated ones stay', async () => {
    await t.database.db.delete(vehiculos);
    const make = async (status: number, vencimiento: string | null) => {
      const id = await newVehicle();
      await permit(id, FILES.pdf, vencimiento ?? undefined);
      await t.database.db.update(vehiculos).set({ permiso_status: status }).where(eq(vehiculos.id, id));
      return id;
    };
    const far = await make(1, '2026-06-30');
    const soon = await make(1, '2026-03-31');
    const past = await make(1, '2026-02-28');
    const expiringPast = await make(3, '2026-02-27');
    const pending = await make(0, '2026-02-01');
    const rejected = await make(2, '2026-03-10');
    const undated = await make(1, null);
    const state = async (id: number) => (await stored(id)).permiso_status;

    expect(await refreshDocumentStates(t.database.db, [vehicles], '2026-03-01')).toEqual({ expiring: 1, expired: 2 });
    expect(await Promise.all([far, soon, past, expiringPast, pending, rejected, undated].map(state))).toEqual([1, 3, 4, 4, 0, 2, 1]);
    const audits = (await t.audit()).filter((r) => r.action === 'documents_state');
    expect(audits.map((a) => [a.resource, Number(a.record_id), a.changes, a.user_id]).sort()).toEqual(
      [
        ['vehiculos', soon, { permiso_status: [1, 3] }, null],
        ['vehiculos', past, { permiso_status: [1, 4] }, null],
        ['vehiculos', expiringPast, { permiso_status: [3, 4] }, null],
      ].sort(),
    );
    expect(await refreshDocumentStates(t.database.db, [vehicles], '2026-03-01')).toEqual({ expiring: 0, expired: 0 });
    expect(await refreshDocumentStates(t.database.db, [vehicles], '2026-04-01')).toEqual({ expiring: 0, expired: 1 });
    expect(await state(soon)).toBe(4);
    expect(await state(far)).toBe(1);
  });

  it('the daily job runs every declared document at start-up, logging what moved', async () => {
    await t.database.db.delete(vehiculos);
    const id = await newVehicle();
    await permit(id, FILES.pdf, format(addDays(new Date(), 5), 'yyyy-MM-dd'));
    await t.database.db.update(vehiculos).set({ permiso_status: 1 }).where(eq(vehiculos.id, id));
    const lines: string[] = [];
    const stop = scheduleDocumentStates(t.database.db, [vehicles], (message) => lines.push(message));
    await stop();
    expect((await stored(id)).permiso_status).toBe(3);
    expect(lines).toEqual(['Documents: 1 now expiring, 0 now expired.']);
  });

  it("the job's day is the company's (TIME_ZONE), not the machine clock's: 03:00 UTC on 1 March is still 28 February in Mexico City", () => {
    const machine = process.env.TZ;
    const instant = new Date('2026-03-01T03:00:00Z');
    try {
      process.env.TZ = 'UTC';
      expect(today(instant)).toBe('2026-03-01');
      setCompanyClock({ timeZone: 'America/Mexico_City' });
      expect(today(instant)).toBe('2026-02-28');
    } finally {
      if (machine === undefined) delete process.env.TZ;
      else process.env.TZ = machine;
    }
  });
});
