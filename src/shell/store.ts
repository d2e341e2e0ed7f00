import { localStorageStore, type Store } from 'react-admin';
import { getLocale } from '../providers/locale';

/** The browser's preferences, not the person's: react-admin resets the store on signing out, and these stay. */
const KEPT_ON_SIGN_OUT = ['theme'];

const keeping = (base: Store, keys: readonly string[]): Store => ({
  ...base,
  reset: () => {
    const kept = keys.flatMap((key) => {
      const value: unknown = base.getItem(key);
      return value === undefined ? [] : [[key, value] as const];
    });
    base.reset();
    for (const [key, value] of kept) base.setItem(key, value);
  },
});

/**
 * UI preferences (selected columns, list params, locale, light or dark theme) persist per
 * browser. One store for the sign-in shell and the admin, so a language chosen on the sign-in
 * page carries over.
 */
export const store = keeping(localStorageStore(undefined, 'flotilla'), KEPT_ON_SIGN_OUT);

/**
 * The language chosen is flotilla.language's (providers/locale.ts), kept at once; the store's
 * copy follows once the words are loaded (layout/useChooseLanguage.ts). A page loaded in between
 * opens in the choice, so its store starts from it, on every page load.
 */
export const followChosenLanguage = (target: Store) => {
  if (target.getItem('locale') !== getLocale()) target.setItem('locale', getLocale());
};
followChosenLanguage(store);
