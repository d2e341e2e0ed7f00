import { useCallback } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { setLocale as storeLocale, type Locale } from '../providers/locale';
import { getSession, saveSession } from '../providers/session';

/**
 * The interface language and how to change it (the app bar's menu, My account): the choice is a
 * browser preference (SPEC §1), kept for the sign-in page and the next visit, in the session
 * record too (SPEC §3), and sent as Accept-Language with every later call. The page turns to it
 * once its words are loaded, drawn again in them rather than mounted afresh (shell/LiveWords.tsx);
 * words that cannot load leave the page as it was and say so (in the admin: the sign-in page has
 * no toasts), and the next page load tries again.
 */
export const useChooseLanguage = (): [Locale, (next: Locale) => void] => {
  const [locale, setLocale] = useLocaleState();
  const notify = useNotify();
  const choose = useCallback(
    (next: Locale) => {
      // Kept at once: a page loaded next (an address typed, a reload) opens in it.
      storeLocale(next);
      const session = getSession();
      if (session) saveSession({ ...session, language: next });
      void Promise.resolve(i18nProvider.changeLocale(next)).then(
        () => setLocale(next),
        () => notify('ra.notification.i18n_error', { type: 'error' }),
      );
    },
    [setLocale, notify],
  );
  return [locale as Locale, choose];
};
