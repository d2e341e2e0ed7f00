import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vehiculos } from '../../db/schema';
import { translate } from '../../http/i18n';
import { enqueueMail } from '../../mail/outbox';
import { notify } from '../../notifications/notify';
import { NOTIFICATION_TYPES } from '../../notifications/types';
import type { Row } from '../../kit/records';
import { readSettings } from '../settings';
import { userFullName } from '../users/userFiles';

/**
 * An incident on a loan is told to the administrators (notification 14, naming the loan, its
 * vehicle's plate and the requester) and, when the settings name one, to the incidents mailbox
 * through the mail outbox, both in the incident's transaction. The mail is in the server's
 * default language (Spanish): its reader has no account whose language we know.
 */
export async function announceIncident(tx: Db, loan: Row, raisedBy: number | null) {
  const [vehicle] = typeof loan.vehiculo === 'number' ? await tx.select({ plate: vehiculos.matricula }).from(vehiculos).where(eq(vehiculos.id, loan.vehiculo)) : [];
  const params = { id: loan.id as number, plate: vehicle?.plate ?? '', name: await userFullName(tx, loan.usuario as number) };
  await notify(tx, NOTIFICATION_TYPES.loan_incident, { resource: 'prestamos', recordId: params.id, params, raisedBy });
  const { incidents_email: recipient } = await readSettings(tx);
  if (!recipient) return;
  await enqueueMail(tx, { recipient, subject: translate('es', 'mail.incident_subject', params), body: translate('es', 'mail.incident_body', params) });
}
