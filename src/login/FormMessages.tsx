import type { ReactNode } from 'react';
import { Alert } from '@mui/material';

export type InfoSeverity = 'info' | 'success' | 'warning';

export interface FormMessagesProps {
  info?: string | null;
  error?: string | null;
  infoSeverity?: InfoSeverity;
  /** A way on that the error offers (e.g. typing a code already sent). */
  errorAction?: ReactNode;
}

/** The one message a sign-in or recovery form shows: an error wins over information. */
export const FormMessages = ({ info, error, infoSeverity = 'info', errorAction }: FormMessagesProps) => (
  <>
    {info && !error && (
      <Alert severity={infoSeverity} sx={{ mb: 2 }}>
        {info}
      </Alert>
    )}
    {error && (
      <Alert severity="error" role="alert" action={errorAction} sx={{ mb: 2 }}>
        {error}
      </Alert>
    )}
  </>
);
