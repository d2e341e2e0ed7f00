import { useEffect, useState, type ReactNode } from 'react';
import { I18nContext, useStore } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';

/** The words as a new context value: every useTranslate draws again. */
const wordsNow = () => ({ value: { ...i18nProvider }, locale: i18nProvider.getLocale() });

/**
 * The words of the language react-admin's store holds, for the sign-in page and the admin.
 * react-admin's own I18nContextProvider mounts everything under it afresh when the language
 * changes, which wipes what a form holds: an email and password typed on the sign-in page, an
 * edit not yet saved. Here the page only draws again in the new words. The language menus load
 * the words before they set the store's language (layout/useChooseLanguage.ts), so that
 * react-admin's provider above finds them in place and leaves the page alone; `onChange` then runs
 * (the admin asks its answers again, for the texts the server wrote in the old language).
 */
export const LiveWords = ({ children, onChange }: { children: ReactNode; onChange?: () => void }) => {
  const [locale, setLocale] = useStore<string>('locale');
  const [words, setWords] = useState(wordsNow);
  useEffect(() => {
    if (!locale || locale === words.locale) return;
    let live = true;
    Promise.resolve(locale === i18nProvider.getLocale() ? undefined : i18nProvider.changeLocale(locale))
      .then(() => {
        if (!live) return;
        setWords(wordsNow());
        onChange?.();
      })
      // Words that cannot load (a new version deployed) leave the page, and its menu, in the language it has.
      .catch(() => live && setLocale(i18nProvider.getLocale()));
    return () => {
      live = false;
    };
  }, [locale, words.locale, setLocale, onChange]);
  return <I18nContext.Provider value={words.value}>{children}</I18nContext.Provider>;
};
