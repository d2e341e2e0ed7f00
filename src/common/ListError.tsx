import { Alert, Button } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useListContext, useTranslate } from 'react-admin';
import { errorMessage } from './errorMessage';

/**
 * Shown in place of the rows when the list could not be loaded (the database is down, the
 * network dropped): the server's reason and a way to try again, rather than "no records".
 */
export const ListError = () => {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
          {translate('app.list.retry')}
        </Button>
      }
    >
      {errorMessage(error) || translate('app.list.load_failed')}
    </Alert>
  );
};
