import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';

export interface SubmitButtonProps {
  loading: boolean;
  children: ReactNode;
  /** The sign-in and recovery forms' full-width button (default); a dialog's sits beside Cancel. */
  fullWidth?: boolean;
  color?: 'primary' | 'error';
}

/** A form's submit button: a spinner and disabled while the call runs. */
export const SubmitButton = ({ loading, children, fullWidth = true, color = 'primary' }: SubmitButtonProps) => (
  <Button
    type="submit"
    variant="contained"
    color={color}
    fullWidth={fullWidth}
    disabled={loading}
    // The button's own text says what runs; an unnamed progress bar inside it would say nothing.
    startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    sx={fullWidth ? { mt: 1 } : undefined}
  >
    {children}
  </Button>
);
