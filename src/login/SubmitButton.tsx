import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';

/** The sign-in and recovery forms' submit button: full width, a spinner while the call runs. */
export const SubmitButton = ({ loading, children }: { loading: boolean; children: ReactNode }) => (
  <Button
    type="submit"
    variant="contained"
    fullWidth
    disabled={loading}
    startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
    sx={{ mt: 1 }}
  >
    {children}
  </Button>
);
