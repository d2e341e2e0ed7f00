import { Box, Skeleton } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

/** Grey cards in place of what is being read, and its name for a screen reader. */
export const LoadingCards = ({ count, label, height, width = 150 }: { count: number; label: string; height: number; width?: number }) => {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite">
      <span style={visuallyHidden}>{translate(label)}</span>
      <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${width}px), 1fr))`, gap: 1.5 }}>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={height} />
        ))}
      </Box>
    </Box>
  );
};
