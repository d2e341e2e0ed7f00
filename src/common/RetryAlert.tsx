import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

export interface RetryAlertProps {
  /** What could not be loaded, already translated. */
  message: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/** Something could not be loaded (the database is down, the network dropped): why, and a way to try again. */
export const RetryAlert = ({ message, onRetry, sx }: RetryAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {translate('app.list.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
};
