import { Alert } from '@mui/material';

export type InfoSeverity = 'info' | 'success' | 'warning';

/** The one message a sign-in or recovery form shows: an error wins over information. */
export const FormMessages = ({ info, error, infoSeverity = 'info' }: { info?: string | null; error?: string | null; infoSeverity?: InfoSeverity }) => (
  <>
    {info && !error && (
      <Alert severity={infoSeverity} sx={{ mb: 2 }}>
        {info}
      </Alert>
    )}
    {error && (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {error}
      </Alert>
    )}
  </>
);
