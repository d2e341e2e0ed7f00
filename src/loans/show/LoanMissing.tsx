import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { backPath } from './backPath';

export interface LoanMissingProps {
  id: string;
  /** Why the loan could not be read; a 404 (or an id that cannot be one) means there is no such loan. */
  error: unknown;
  onRetry: () => void;
}

/** No loan with that number (a link back to the list), or it could not be read (the reason and a retry). */
export const LoanMissing = ({ id, error, onRetry }: LoanMissingProps) => {
  const translate = useTranslate();
  const notFound = (error as { status?: number } | null)?.status === 404;
  const title = translate(`resources.prestamos.show.missing.${notFound ? 'title' : 'failed_title'}`);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={title} />
      <Alert severity={notFound ? 'warning' : 'error'}>
        <AlertTitle>{title}</AlertTitle>
        {notFound
          ? translate('resources.prestamos.show.missing.not_found', { id })
          : translate('resources.prestamos.show.missing.failed', { id, error: errorMessage(error) })}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!notFound && (
          <Button variant="contained" onClick={onRetry}>
            {translate('resources.prestamos.show.missing.retry')}
          </Button>
        )}
        <Button component={RouterLink} to={backPath()}>
          {translate('resources.prestamos.show.missing.back')}
        </Button>
      </Stack>
    </Stack>
  );
};
