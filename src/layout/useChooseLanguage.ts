import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { setLocale as storeLocale, type Locale } from '../providers/locale';
import { getSession, saveSession } from '../providers/session';

/**
 * The interface language and how to change it (the app bar's menu, My account): the choice is a
 * browser preference (SPEC §1), kept for the sign-in page and the next visit, in the session
 * record too (SPEC §3), and sent as Accept-Language with every later call.
 */
export const useChooseLanguage = (): [Locale, (next: Locale) => void] => {
  const [locale, setLocale] = useLocaleState();
  const choose = useCallback(
    (next: Locale) => {
      storeLocale(next);
      const session = getSession();
      if (session) saveSession({ ...session, language: next });
      setLocale(next);
    },
    [setLocale],
  );
  return [locale as Locale, choose];
};
