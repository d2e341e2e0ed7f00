import { addDays, format } from 'date-fns';
import { sql } from 'drizzle-orm';
import { DOCUMENT_STATUS, EXPIRING_WITHIN_DAYS } from '../../../domain/status';
import type { Db } from '../../db/client';
import { recordAudits } from '../../http/audit';

/** Today's date on the server's clock (TZ), as 'yyyy-MM-dd'. */
export const today = (now = new Date()) => format(now, 'yyyy-MM-dd');

/**
 * The state of an accepted licence on `day` (DOMAIN §2 documents, §4 expiry): expired after its
 * date, expiring within 30 days of it, otherwise accepted.
 */
export function licenceStateFor(vencimiento: string | null, day: string): number {
  if (!vencimiento) return DOCUMENT_STATUS.accepted;
  if (vencimiento < day) return DOCUMENT_STATUS.expired;
  const limit = format(addDays(new Date(`${day}T12:00:00`), EXPIRING_WITHIN_DAYS), 'yyyy-MM-dd');
  return vencimiento <= limit ? DOCUMENT_STATUS.expiring : DOCUMENT_STATUS.accepted;
}

/**
 * DOMAIN §4: moves accepted licences to 3 (expiring within 30 days) and accepted or expiring
 * ones to 4 (expired), once per licence and state, in one transaction with an audit row each.
 * Pending and rejected licences wait for HR. Answers how many moved to each state.
 */
export async function refreshLicenceStates(db: Db, day = today()) {
  const { accepted, expiring, expired } = DOCUMENT_STATUS;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; before: number; after: number }>(sql`
      WITH due AS (
        SELECT id, licencia_status AS before,
               CASE WHEN vencimiento < ${day}::date THEN ${expired}::smallint ELSE ${expiring}::smallint END AS after
          FROM usuarios
         WHERE licencia_status IN (${accepted}, ${expiring})
           AND vencimiento <= ${day}::date + ${EXPIRING_WITHIN_DAYS}::int
           FOR UPDATE
      )
      UPDATE usuarios u SET licencia_status = due.after, updated_at = now()
        FROM due
       WHERE u.id = due.id AND due.before <> due.after
      RETURNING u.id, due.before, due.after`);
    await recordAudits(
      tx,
      null,
      rows.map((r) => ({ resource: 'usuarios', action: 'licence_state', recordId: r.id, changes: { licencia_status: [r.before, r.after] } })),
    );
    return { expiring: rows.filter((r) => r.after === expiring).length, expired: rows.filter((r) => r.after === expired).length };
  });
}

/**
 * Runs `refreshLicenceStates` now and then every day just after local midnight; answers a
 * function that stops it. Failures are logged and retried at the next run.
 */
export function scheduleLicenceStates(db: Db, log: (message: string, err?: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const moved = await refreshLicenceStates(db);
      if (moved.expiring || moved.expired) log(`Licences: ${moved.expiring} now expiring, ${moved.expired} now expired.`);
    } catch (err) {
      log('Licence states could not be refreshed', err);
    }
  };
  const next = () => {
    if (stopped) return;
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 5);
    timer = setTimeout(() => void run().then(next), midnight.getTime() - now.getTime());
    timer.unref();
  };
  const first = run().then(next);
  return async () => {
    stopped = true;
    await first;
    clearTimeout(timer);
  };
}
