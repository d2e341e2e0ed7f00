import { NOTIFICATION_TYPES, type NotificationType } from '../../domain/notifications';
import type { Role } from '../../domain/roles';

// The types live in domain/ so the notifications screen lists the same ones.
export { NOTIFICATION_TYPES, type NotificationType };

const ADMIN: readonly Role[] = ['admin'];
const ADMIN_HR: readonly Role[] = ['admin', 'rh_admin'];
const ADMIN_C4: readonly Role[] = ['admin', 'c4'];

/** DOMAIN §5: who receives each type (0, 4–9, 11–14 admin; 1, 3, 10 admin and HR; 2 admin and C4). */
export const RECIPIENTS: Readonly<Record<NotificationType, readonly Role[]>> = {
  0: ADMIN,
  1: ADMIN_HR,
  2: ADMIN_C4,
  3: ADMIN_HR,
  4: ADMIN,
  5: ADMIN,
  6: ADMIN,
  7: ADMIN,
  8: ADMIN,
  9: ADMIN,
  10: ADMIN_HR,
  11: ADMIN,
  12: ADMIN,
  13: ADMIN,
  14: ADMIN,
};
