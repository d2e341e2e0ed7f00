import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface DetailProps {
  label: string;
  children: ReactNode;
}

/** A label above its value, as react-admin's Labeled shows fields, for values that are not record fields. */
export const Detail = ({ label, children }: DetailProps) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" component="p" color="text.secondary">
      {label}
    </Typography>
    <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>{children}</Box>
  </Box>
);
