import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';

export type InfoSeverity = 'info' | 'success' | 'warning';

export interface FormMessagesProps {
  info?: string | null;
  error?: string | null;
  infoSeverity?: InfoSeverity;
  /** A way on that the error offers (e.g. typing a code already sent). */
  errorAction?: ReactNode;
}

/** The one message a form shows above its fields (sign-in, recovery, the second factor's dialogs): an error wins over information. */
export const FormMessages = ({ info, error, infoSeverity = 'info', errorAction }: FormMessagesProps) => (
  <>
    {info && !error && (
      <Alert severity={infoSeverity} sx={{ mb: 2 }}>
        {info}
      </Alert>
    )}
    {error && (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {error}
        {/* Under the message, not in the alert's narrow action column, where it wrapped word by word. */}
        {errorAction && <Box sx={{ mt: 1, ml: -1 }}>{errorAction}</Box>}
      </Alert>
    )}
  </>
);
