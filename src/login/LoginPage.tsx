import { useState } from 'react';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useTranslate } from 'react-admin';
import { LanguageMenu } from '../layout/LanguageMenu';
import { LoginForm } from './LoginForm';
import { PasswordRecovery } from './PasswordRecovery';
import { useDocumentTitle } from '../shell/documentTitle';

export interface LoginPageProps {
  /** Runs once the session is stored. */
  onSignedIn: () => Promise<void> | void;
  /** An i18n key explaining why the user is here (e.g. the session expired). */
  notice?: string;
}

/** /login: sign-in, or the three-step password recovery. */
export const LoginPage = ({ onSignedIn, notice }: LoginPageProps) => {
  const translate = useTranslate();
  const [recovering, setRecovering] = useState(false);
  const [info, setInfo] = useState<string | undefined>();
  useDocumentTitle(translate(recovering ? 'app.recovery.title' : 'app.auth.title'));

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
        // Below the language menu when the card is taller than the screen (a second factor's setup on a phone).
        pt: 7,
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LanguageMenu />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 1 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <LocalShippingIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {translate('app.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.auth.subtitle')}
            </Typography>
          </Box>
          {recovering ? (
            <PasswordRecovery
              onDone={(message) => {
                setInfo(message);
                setRecovering(false);
              }}
            />
          ) : (
            <LoginForm
              info={info ?? (notice && translate(notice))}
              infoSeverity={info ? 'success' : 'warning'}
              onForgotPassword={() => setRecovering(true)}
              onSignedIn={onSignedIn}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
