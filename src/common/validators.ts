import { email, required, type Validator } from 'react-admin';
import { FIELD_LENGTH, PASSWORD } from '../../domain/fields';

/**
 * The validation messages of SPEC §5, from the catalogue the server also uses
 * (i18n/{es,en}/shared/validation.ts), with the lengths of domain/fields.ts, so a field says
 * the same thing whether the browser or the API catches the problem. Each validator leaves
 * empty values to `notEmpty`, so optional fields may stay blank.
 */
/** Nothing entered: undefined, null, an empty text or an empty list. */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** react-admin marks an input required (asterisk) when one of its validators carries this flag. */
const markedRequired = (validator: Validator): Validator => Object.assign(validator, { isRequired: true });

export type TextField = keyof typeof FIELD_LENGTH;

/** "The field cannot be empty." Keeps react-admin's required marker (the asterisk). */
export const notEmpty = () => required('app.validation.required');

/** "Exactly N characters are required." */
export const exactLength =
  (count: number): Validator =>
  (value) =>
    !isBlank(value) && String(value).length !== count ? { message: 'app.validation.exact_length', args: { count } } : undefined;

/** "Ensure this field has no more than N characters." */
export const maxChars =
  (count: number): Validator =>
  (value) =>
    !isBlank(value) && String(value).length > count ? { message: 'app.validation.max_length', args: { count } } : undefined;

/** "Enter only numbers." (digits 0-9) */
export const onlyNumbers = (): Validator => (value) => (!isBlank(value) && !/^\d+$/.test(String(value)) ? 'app.validation.numbers_only' : undefined);

/** "Enter a valid email." */
export const validEmail = () => email('app.validation.email');

/** "Choose a group." for an empty group list; marked required. */
export const chooseGroup = (): Validator => markedRequired((value) => (isBlank(value) ? 'app.validation.group' : undefined));

/** "Choose a file."; marked required. */
export const chooseFile = (): Validator => markedRequired((value) => (isBlank(value) ? 'app.validation.file' : undefined));

/** A whole number of at least `min`. */
export const wholeNumberFrom =
  (min: number): Validator =>
  (value) => {
    if (isBlank(value)) return undefined;
    const number = Number(value);
    if (!Number.isInteger(number)) return 'app.validation.integer';
    return number < min ? { message: 'app.validation.min_value', args: { count: min } } : undefined;
  };

/**
 * A number within `range` (coordinates, settings), whole when asked, with the app's messages:
 * forms carry no native min/max, whose browser bubble would speak the browser's language instead.
 */
export const numberBetween =
  (range: { min: number; max: number }, { whole = false } = {}): Validator =>
  (value) => {
    if (isBlank(value)) return undefined;
    const number = Number(value);
    if (Number.isNaN(number)) return 'app.validation.number';
    if (whole && !Number.isInteger(number)) return 'app.validation.integer';
    if (number < range.min) return { message: 'app.validation.min_value', args: { count: range.min } };
    return number > range.max ? { message: 'app.validation.max_value', args: { count: range.max } } : undefined;
  };

/** At least `count` characters (passwords). */
export const minChars =
  (count: number): Validator =>
  (value) =>
    !isBlank(value) && String(value).length < count ? { message: 'app.validation.password_short', args: { count } } : undefined;

/** Digits only, exactly as many as the field holds (telephone 10, postal code 5) or `count`. */
export const digits = (fieldOrCount: 'telephone' | 'postal_code' | number): Validator[] => [
  onlyNumbers(),
  exactLength(typeof fieldOrCount === 'number' ? fieldOrCount : FIELD_LENGTH[fieldOrCount]),
];

/** A text field of domain/fields.ts: its maximum length, and required when asked. */
export const textRules = (field: TextField, { required: isRequired = false } = {}): Validator[] => [
  ...(isRequired ? [notEmpty()] : []),
  maxChars(FIELD_LENGTH[field]),
];

/** A required email (SPEC §5), at most the stored length. */
export const emailRules = (): Validator[] => [notEmpty(), validEmail(), maxChars(FIELD_LENGTH.email)];

/** A required new password between the lengths of domain/fields.ts. */
export const passwordRules = (): Validator[] => [notEmpty(), minChars(PASSWORD.min), maxChars(PASSWORD.max)];
