import { useId } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../common/sections';
import { useChooseLanguage } from '../layout/useChooseLanguage';
import { LOCALES, type Locale } from '../providers/locale';

/** The interface language, the same browser preference as the app bar's menu (not stored on the account). */
export const LanguageCard = () => {
  const translate = useTranslate();
  const [locale, choose] = useChooseLanguage();
  const labelId = useId();
  const helpId = useId();
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
