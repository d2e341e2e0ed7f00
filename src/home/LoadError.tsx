import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A part of Home that could not be read: says so and offers to ask again. */
export const LoadError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.home.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};
