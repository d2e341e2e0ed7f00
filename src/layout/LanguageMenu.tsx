import { useEffect, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslate } from 'react-admin';
import { LOCALES, type Locale } from '../providers/locale';
import { useChooseLanguage } from './useChooseLanguage';

/**
 * Switches the interface language and stores the choice (sent as Accept-Language with
 * every later call; kept in the session record too, SPEC §3).
 */
export const LanguageMenu = () => {
  const [locale, chooseLanguage] = useChooseLanguage();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  // Screen readers and the browser's spell-check follow <html lang>.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const choose = (next: Locale) => {
    setAnchor(null);
    chooseLanguage(next);
  };

  const code = locale.toUpperCase();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={translate('app.language.current', { code })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {code}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem key={option} selected={option === locale} lang={option} onClick={() => choose(option)}>
            {translate(`app.language.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
