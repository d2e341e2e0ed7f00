import { Box, Button, Typography } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { Link, useLocation } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import type { AliasState } from '../routes/AliasRedirect';

/** The catch-all page for any unknown path (SPEC §2), named as the user typed it (an English alias too). */
export const NotFound = () => {
  const translate = useTranslate();
  const { pathname, state } = useLocation();
  const typed = (state as Partial<AliasState> | null)?.typed;
  return (
    <Box component="main" sx={{ textAlign: 'center', mt: 8 }}>
      <Title title={translate('app.not_found.title')} />
      <Typography variant="h1" component="p" sx={{ fontSize: 96, opacity: 0.3 }} aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.not_found.title')}
      </Typography>
      <Typography variant="body1" gutterBottom>
        {translate('app.not_found.message', { path: typeof typed === 'string' ? typed : pathname })}
      </Typography>
      <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />} sx={{ mt: 2 }}>
        {translate('app.not_found.back_home')}
      </Button>
    </Box>
  );
};
