import type { Validator } from 'react-admin';

/** A picker's choice is required: `message` (an i18n key) says what to choose. */
export const validateChosen =
  (message: string): Validator =>
  (value) =>
    value === null || value === undefined || value === '' ? message : undefined;
