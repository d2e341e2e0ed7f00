import { EXPIRY_FORM_FIELD } from '../../../domain/files';
import { VEHICLE_FILES as SPECS, VEHICLE_PHOTOS, VEHICLE_STATUS, type VehicleDocument } from '../../../domain/vehicles';
import type { FileDeclaration, FileNotifications } from '../../kit/define';
import { NOTIFICATION_TYPES as TYPES, type NotificationType } from '../../notifications/types';

/** What a vehicle notification's texts need of its record (i18n shared/notificationTexts.ts `%{plate}`). */
const vehicleParams = (row: Record<string, unknown>) => ({ plate: String(row.matricula ?? '') });

/**
 * DOMAIN §5: a new road permit or insurance (first or replacement) raises its "updated" type
 * (13, 12); the expiry job raises each document's own types on Expiring and Expired (4–9).
 */
const NOTIFY: Record<VehicleDocument, { updated?: NotificationType; expiring: NotificationType; expired: NotificationType }> = {
  verificacion: { expiring: TYPES.verification_expiring, expired: TYPES.verification_expired },
  permiso_circulacion: { updated: TYPES.road_permit_updated, expiring: TYPES.road_permit_expiring, expired: TYPES.road_permit_expired },
  seguro: { updated: TYPES.insurance_updated, expiring: TYPES.insurance_expiring, expired: TYPES.insurance_expired },
};
const notifications = (doc: VehicleDocument): FileNotifications => {
  const { updated, expiring, expired } = NOTIFY[doc];
  return { added: updated, replaced: updated, expiring, expired, params: vehicleParams };
};

/**
 * DOMAIN leaves open who reviews a vehicle's documents. A document sent while the vehicle's
 * registration request is Pending waits with it (accepting the request moves it to its state by
 * date); on any other vehicle the uploader is the admin who reviews it, so it starts by date.
 */
const reviewed = (row: Record<string, unknown>) => row.status !== VEHICLE_STATUS.pending;

const isPhoto = (field: string) => (VEHICLE_PHOTOS as readonly string[]).includes(field);

/**
 * A vehicle's photos and documents (domain/vehicles.ts), served by `vehiculos/`. A photo takes
 * SPEC §7's optional `vencimiento` and ignores it: photos have no date.
 */
export const VEHICLE_FILES: FileDeclaration[] = Object.values(SPECS).map((spec) =>
  isPhoto(spec.field) ? { ...spec, ignoredFields: [EXPIRY_FORM_FIELD] } : { ...spec, reviewed, notify: notifications(spec.field as VehicleDocument) },
);
