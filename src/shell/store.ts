import { localStorageStore } from 'react-admin';

/**
 * UI preferences (selected columns, list params, locale) persist per browser. One store for the
 * sign-in shell and the admin, so a language chosen on the sign-in page carries over.
 */
export const store = localStorageStore(undefined, 'flotilla');
