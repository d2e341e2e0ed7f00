import type { RaRecord } from 'react-admin';
import { EXPIRY_HOLDER, EXPIRY_KINDS, EXPIRY_STATUS, type ExpiryRow as ExpiryRowAnswer } from '../../domain/expiry';
import { documentStatusChoices } from '../common/statusChoices';
import { userPath } from '../users/userPaths';
import { vehiclePath } from '../vehicles/vehiclePaths';

/** A row of vencimientos/ as the list holds it. */
export type ExpiryRow = ExpiryRowAnswer & RaRecord;

/** The centre's kinds, for its filter, in domain/expiry.ts's order. */
export const expiryKindChoices = EXPIRY_KINDS.map((kind) => ({ id: kind, name: `resources.vencimientos.kinds.${kind}` }));

/** Its two states as the app's document chips (amber expiring, red expired). */
export const expiryStatusChoices = documentStatusChoices((_, id) => `resources.vencimientos.choices.status.${id}`).filter(
  (choice) => choice.id === EXPIRY_STATUS.expiring || choice.id === EXPIRY_STATUS.expired,
);

/** Which card kinds the reader may edit (DOMAIN §1: admins); the others open the card's record instead. */
export type CardEditing = Record<'tarjeta_gasolina' | 'tarjeta_tag', boolean>;

/**
 * Where a row is renewed: the vehicle's page (its documents), the person's page (the licence),
 * or the card's edit form, or its record for a reader who may not edit cards.
 */
export const renewPath = (row: Pick<ExpiryRow, 'kind' | 'record'>, cardEditing: CardEditing): string => {
  const holder = EXPIRY_HOLDER[row.kind];
  if (holder === 'vehiculos') return vehiclePath(row.record);
  if (holder === 'usuarios') return userPath(row.record);
  return cardEditing[holder] ? `/${holder}/${row.record}` : `/${holder}/${row.record}/show`;
};

/** The i18n key and count of a row's days left: "in N days", "today", "N days ago". */
export const daysLeftText = (days: number): { key: string; count: number } => {
  const base = 'resources.vencimientos.days_left';
  if (days > 0) return { key: `${base}.left`, count: days };
  if (days === 0) return { key: `${base}.today`, count: 0 };
  return { key: `${base}.ago`, count: -days };
};
