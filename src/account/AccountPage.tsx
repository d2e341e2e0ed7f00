import { useEffect } from 'react';
import { Box, Grid, Skeleton, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { noteAnswer } from '../providers/firstAnswer';
import { LanguageCard } from './LanguageCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { SecondFactorCard } from './SecondFactorCard';
import { SessionsCard } from './SessionsCard';
import { useAccount } from './useAccount';
import { RetryAlert } from '../common/RetryAlert';

/**
 * My account (/mi_cuenta, from the user menu): one's own profile, language, password, second
 * factor and open sessions, each a card that is a named region with its h2. Every signed-in
 * person has one; the server answers only about the caller.
 */
export const AccountPage = () => {
  const translate = useTranslate();
  const { data: account, error, isPending, refetch, setAccount } = useAccount();
  const settled = !isPending;
  // The account is the screen's first answer: the bell and realtime go once it has come.
  useEffect(() => {
    if (settled) noteAnswer();
  }, [settled]);

  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title={translate('app.account.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.account.title')}
      </Typography>
      {error ? (
        <RetryAlert message={translate('app.account.load_error')} onRetry={() => void refetch()} />
      ) : !account ? (
        <Grid container spacing={2} aria-busy="true">
          {[0, 1, 2, 3].map((card) => (
            <Grid key={card} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={240} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ProfileCard account={account} onSaved={setAccount} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <LanguageCard />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PasswordCard />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SecondFactorCard account={account} />
          </Grid>
          <Grid size={12}>
            <SessionsCard />
          </Grid>
        </Grid>
      )}
    </Box>
  );
};
