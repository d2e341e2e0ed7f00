import { useCallback } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { setLocale as storeLocale, type Locale } from '../providers/locale';
import { getSession, saveSession } from '../providers/session';

/**
 * The interface language and how to change it (the app bar's menu, My account): the choice is a
 * browser preference (SPEC §1), kept for the sign-in page and the next visit, in the session
 * record too (SPEC §3), and sent as Accept-Language with every later call. The words are loaded
 * first and the choice stored once they are in place, so that the page draws again in them
 * rather than being mounted afresh (shell/LiveWords.tsx); words that cannot load leave it as it
 * was, and say so (in the admin: the sign-in page has no toasts).
 */
export const useChooseLanguage = (): [Locale, (next: Locale) => void] => {
  const [locale, setLocale] = useLocaleState();
  const notify = useNotify();
  const choose = useCallback(
    (next: Locale) => {
      void Promise.resolve(i18nProvider.changeLocale(next)).then(
        () => {
          storeLocale(next);
          const session = getSession();
          if (session) saveSession({ ...session, language: next });
          setLocale(next);
        },
        () => notify('ra.notification.i18n_error', { type: 'error' }),
      );
    },
    [setLocale, notify],
  );
  return [locale as Locale, choose];
};
