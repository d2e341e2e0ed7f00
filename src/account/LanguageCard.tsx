import { useId } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { SectionCard } from '../common/sections';
import { LOCALES, setLocale as storeLocale, type Locale } from '../providers/locale';
import { getSession, saveSession } from '../providers/session';

/**
 * The interface language, the same browser preference as the app bar's language menu
 * (SPEC §1; DECISIONS: it is not stored on the account): kept for the sign-in page and the next
 * visit, in the session record, and sent as Accept-Language from now on.
 */
export const LanguageCard = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const labelId = useId();
  const helpId = useId();
  const choose = (next: Locale) => {
    storeLocale(next);
    const session = getSession();
    if (session) saveSession({ ...session, language: next });
    setLocale(next);
  };
  return (
    <SectionCard title="app.account.language.title">
      <FormControl>
        <FormLabel id={labelId}>{translate('app.account.language.label')}</FormLabel>
        <RadioGroup aria-labelledby={labelId} aria-describedby={helpId} value={locale} onChange={(event) => choose(event.target.value as Locale)}>
          {LOCALES.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`app.language.${option}`)} lang={option} />
          ))}
        </RadioGroup>
        <FormHelperText id={helpId} sx={{ mx: 0 }}>
          {translate('app.account.language.help')}
        </FormHelperText>
      </FormControl>
    </SectionCard>
  );
};
