import type { Db } from '../../db/client';
import type { Row } from '../../kit/records';
import { publish } from '../../realtime/bus';
import { loadAlertPeople } from './alertPeople';

/**
 * The alert as GET alertas/ answers it (its row with the issuer's photo and phone, its plant's name
 * and who attended it), published on the realtime bus as `{kind: 'alert', alert}` from the
 * transaction that wrote it: every instance's hub pushes it to the admin and C4 sockets once, and
 * only if, the write commits (server/realtime/hub.ts). Answers that row.
 */
export async function publishAlert(tx: Db, row: Row): Promise<Row> {
  const [alert] = await loadAlertPeople(tx, [{ ...row }]);
  await publish(tx, { kind: 'alert', alert });
  return alert;
}
