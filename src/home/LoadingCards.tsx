import { Skeleton } from '@mui/material';
import { LoadingStatus } from './LoadingStatus';

/** Grey cards in place of what is being read, and its name for a screen reader. */
export const LoadingCards = ({ count, label, height, width = 150 }: { count: number; label: string; height: number; width?: number }) => (
  <LoadingStatus label={label} sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${width}px), 1fr))`, gap: 1.5 }}>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={height} />
    ))}
  </LoadingStatus>
);
