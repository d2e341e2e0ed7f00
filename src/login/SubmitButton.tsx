import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';

/** The sign-in and recovery forms' submit button: full width, a spinner while the call runs. */
export const SubmitButton = ({ loading, children }: { loading: boolean; children: ReactNode }) => (
  <Button
    type="submit"
    variant="contained"
    fullWidth
    disabled={loading}
    // The button's own text says what runs; an unnamed progress bar inside it would say nothing.
    startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    sx={{ mt: 1 }}
  >
    {children}
  </Button>
);
