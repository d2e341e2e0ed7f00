import { email, required, type Validator } from 'react-admin';

/**
 * The validation messages of SPEC §5, worded as the server words them (i18n/server), so a
 * field says the same thing whether the browser or the API catches the problem. Each
 * validator leaves empty values to `notEmpty`, so optional fields may stay blank.
 */
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** "The field cannot be empty." Keeps react-admin's required marker (the asterisk). */
export const notEmpty = () => required('app.validation.required');

/** "Exactly N characters are required." */
export const exactLength =
  (count: number): Validator =>
  (value) =>
    !isBlank(value) && String(value).length !== count ? { message: 'app.validation.exact_length', args: { count } } : undefined;

/** "Enter only numbers." (digits 0-9) */
export const onlyNumbers = (): Validator => (value) => (!isBlank(value) && !/^\d+$/.test(String(value)) ? 'app.validation.only_numbers' : undefined);

/** "Enter a valid email." */
export const validEmail = () => email('app.validation.email');

/** "Choose a group." for an empty group list. */
export const chooseGroup = (): Validator => (value) => (isBlank(value) ? 'app.validation.choose_group' : undefined);

/** "Choose a file." */
export const chooseFile = (): Validator => (value) => (isBlank(value) ? 'app.validation.choose_file' : undefined);

/** A whole number of at least `min`. */
export const wholeNumberFrom =
  (min: number): Validator =>
  (value) => {
    if (isBlank(value)) return undefined;
    const number = Number(value);
    if (!Number.isInteger(number)) return 'app.validation.whole_number';
    return number < min ? { message: 'app.validation.min_value', args: { count: min } } : undefined;
  };

/** At least `count` characters (passwords). */
export const minChars =
  (count: number): Validator =>
  (value) =>
    !isBlank(value) && String(value).length < count ? { message: 'app.validation.password_short', args: { count } } : undefined;

/** Digits only, exactly `count` of them: telephone (10), postal code (5). */
export const digits = (count: number): Validator[] => [onlyNumbers(), exactLength(count)];
