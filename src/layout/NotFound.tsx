import { Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { AliasState } from '../routes/AliasRedirect';
import { StatusPage } from './StatusPage';

/** The catch-all page for any unknown path (SPEC §2), named as the user typed it (an English alias too). */
export const NotFound = () => {
  const translate = useTranslate();
  const { pathname, state } = useLocation();
  const typed = (state as Partial<AliasState> | null)?.typed;
  return (
    <StatusPage mark="404" title={translate('app.not_found.title')} links={[{ to: '/', label: translate('app.not_found.back_home'), icon: <HomeIcon /> }]}>
      <Typography variant="body1" gutterBottom>
        {translate('app.not_found.message', { path: typeof typed === 'string' ? typed : pathname })}
      </Typography>
    </StatusPage>
  );
};
