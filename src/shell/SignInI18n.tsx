import { useEffect, useState, type ReactNode } from 'react';
import { I18nContext, useStore } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';

/** A new value for the context each time the words change: every useTranslate draws again. */
const current = () => ({ ...i18nProvider });

/**
 * The sign-in page's words, in the language its menu chose. react-admin's own I18nContextProvider
 * mounts the whole page afresh when the language changes, which wipes an email or password already
 * typed (or typed while the English words load); here the page only draws again in the new words.
 */
export const SignInI18n = ({ children }: { children: ReactNode }) => {
  const [locale, setLocale] = useStore<string>('locale');
  const [value, setValue] = useState(current);
  useEffect(() => {
    if (!locale || locale === i18nProvider.getLocale()) return;
    let live = true;
    Promise.resolve(i18nProvider.changeLocale(locale))
      .then(() => live && setValue(current()))
      // Words that cannot load (a new version deployed) leave the page, and its menu, in the language it has.
      .catch(() => live && setLocale(i18nProvider.getLocale()));
    return () => {
      live = false;
    };
  }, [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};
