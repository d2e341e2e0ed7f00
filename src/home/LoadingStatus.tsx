import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

/** Grey shapes in place of what is being read (hidden from a screen reader), which hears its name instead. */
export const LoadingStatus = ({ label, sx, children }: { label: string; sx?: SxProps<Theme>; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite">
      <span style={visuallyHidden}>{translate(label)}</span>
      <Box aria-hidden sx={sx}>
        {children}
      </Box>
    </Box>
  );
};
