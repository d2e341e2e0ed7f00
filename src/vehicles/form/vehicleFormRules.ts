import { format } from 'date-fns';
import type { Validator } from 'react-admin';
import { REQUIRED_PHOTOS, VEHICLE_MODULO, VEHICLE_YEAR_MIN, isValidPlate, isValidSerial, latestModelYear, normalizePlate, normalizeSerial, SERIAL_LENGTH, type VehicleDocument, type VehiclePhoto } from '../../../domain/vehicles';
import { exactLength, notEmpty, numberBetween } from '../../common/validators';

/**
 * The vehicle form's own checks (domain/vehicles.ts rules, worded as SPEC §5 and the API say
 * them). Settings-based rules (max_vehicle_age, vehicles_limit) are the server's: its field
 * errors come back under the field.
 */
const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const required = (validator: Validator): Validator => Object.assign(validator, { isRequired: true });
const MESSAGES = 'resources.vehiculos.form.validation';

/** "Enter a valid licence plate." for what the domain rule refuses once normalized. */
const validPlate: Validator = (value) => (!isBlank(value) && !isValidPlate(normalizePlate(String(value))) ? `${MESSAGES}.plate` : undefined);
export const plateRules = [notEmpty(), validPlate];

/** 17 characters, then the VIN alphabet; optional. */
const validSerial: Validator = (value) => {
  if (isBlank(value)) return undefined;
  const serial = normalizeSerial(String(value));
  return serial.length === SERIAL_LENGTH && !isValidSerial(serial) ? `${MESSAGES}.serial` : undefined;
};
export const serialRules = [exactLength(SERIAL_LENGTH), validSerial];

/** A whole model year between the domain's bounds; the settings' max age is checked by the server. */
export const yearRules = () => [notEmpty(), numberBetween({ min: VEHICLE_YEAR_MIN, max: latestModelYear() }, { whole: true })];

/** A date (yyyy-MM-dd) not later than today in the browser's calendar. */
export const notInFuture: Validator = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value > format(new Date(), 'yyyy-MM-dd') ? `${MESSAGES}.future_date` : undefined;

/** DOMAIN §5: a transport vehicle (modulo 0) needs its owner; a fleet vehicle has none. */
export const ownerRule: Validator = required((value, values) =>
  Number(values?.modulo) === VEHICLE_MODULO.transport && isBlank(value) ? 'app.validation.required' : undefined,
);

/** SPEC §5 "three images are required", under each missing one of the three. */
const photoRequired: Validator = required((value) => (isBlank(value) ? `${MESSAGES}.photos_required` : undefined));
const isRequiredPhoto = (field: VehiclePhoto) => (REQUIRED_PHOTOS as readonly string[]).includes(field);
export const photoRules = (field: VehiclePhoto, { mustHave }: { mustHave: boolean }) => (mustHave && isRequiredPhoto(field) ? [photoRequired] : []);

/** A picked file (FileInput value) or nothing. */
export const pickedFile = (value: unknown): File | null => {
  const file = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return file instanceof File ? file : null;
};

/** A document's expiry date is required once its file is chosen. */
export const expiryRule =
  (doc: VehicleDocument): Validator =>
  (value, values) =>
    pickedFile(values?.[doc]) && isBlank(value) ? 'app.validation.required' : undefined;

/**
 * A date typed without a file would be dropped (dates travel with their file), so the file is
 * asked for; `loadedDate` is the stored one on edit, which may stay as it is.
 */
export const documentFileRule =
  (doc: VehicleDocument, loadedDate: string | null): Validator =>
  (value, values) => {
    const date = values?.[`${doc}_vencimiento`] ?? null;
    return !pickedFile(value) && !isBlank(date) && date !== loadedDate ? `${MESSAGES}.date_needs_file` : undefined;
  };
