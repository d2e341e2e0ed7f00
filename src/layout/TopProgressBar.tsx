import { useEffect, useState } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLoading, useTranslate } from 'react-admin';

/** SPEC §2 colours: amber while loading, dark red once a load fails. */
export const PROGRESS_COLORS = { loading: '#FFB300', failed: '#8B0000' } as const;
const FAILED_VISIBLE_MS = 4000;

/**
 * True for a while after a query or a mutation fails (a record page's reads, and its calls such
 * as accepting a licence); reset when the next load or call starts.
 */
const useLoadFailed = () => {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error') setFailed(true);
      else if (event.action.type === 'fetch') setFailed(false);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error') setFailed(true);
      else if (event.action.type === 'pending') setFailed(false);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), FAILED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [failed]);
  return failed;
};

/** A thin bar fixed at the very top of the page while react-admin loads data. */
export const TopProgressBar = () => {
  const loading = useLoading();
  const failed = useLoadFailed();
  const translate = useTranslate();
  if (!loading && !failed) return null;
  const state = failed ? 'failed' : 'loading';
  const color = PROGRESS_COLORS[state];
  return (
    <Box
      data-testid="top-progress"
      data-state={state}
      // Visible while the layout holds the screen hidden for the desk's first banner (deskHold.ts).
      sx={(theme) => ({ position: 'fixed', top: 0, left: 0, right: 0, zIndex: theme.zIndex.appBar + 1, visibility: 'visible' })}
    >
      <LinearProgress
        aria-label={translate(`app.progress.${state}`)}
        variant={failed ? 'determinate' : 'indeterminate'}
        value={100}
        sx={{
          height: 4,
          backgroundColor: failed ? color : `${color}55`,
          '& .MuiLinearProgress-bar': { backgroundColor: color },
        }}
      />
    </Box>
  );
};
