import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { Box, Button, Typography } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { lazyNamed, useLoaded } from '../common/lazyNamed';
import { useHomeTrends } from './homeReads';
import { LoadError } from './LoadError';
import { LoadingCards } from './LoadingCards';
import { useNearView } from './useNearView';

// The charting library is its own chunk, never part of the first screen's scripts.
const TrendCharts = lazyNamed(() => import('./TrendCharts'), 'TrendCharts');

/** The store key of whether the trends are shown, kept by the browser. */
export const TRENDS_OPEN_KEY = 'home.trends.open';

/**
 * The last twelve months' trends under the figures. Folded until the person opens them (then
 * remembered): on a wide screen they would otherwise sit in the first view, and the charting
 * library would load with the first screen. Open, they are read and drawn once the figures have
 * come (`after`) and the section is near the view.
 */
export const Trends = ({ planta, after }: { planta: number | null; after: boolean }) => {
  const translate = useTranslate();
  const [open, setOpen] = useStore(TRENDS_OPEN_KEY, false);
  // Watched once the figures are drawn: their grey cards are shorter, and would put it near too soon.
  const [near, ref] = useNearView<HTMLElement>(open && after);
  const wanted = open && after && near;
  const trends = useHomeTrends(planta, wanted);
  const loaded = useLoaded(TrendCharts, wanted);
  return (
    <Box component="section" aria-labelledby="home-trends" ref={ref} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" id="home-trends">
          {translate('app.home.trends.title')}
        </Typography>
        <Button
          variant={open ? 'text' : 'outlined'}
          startIcon={open ? <ExpandLessIcon /> : <ShowChartIcon />}
          aria-expanded={open}
          aria-controls="home-trends-charts"
          onClick={() => setOpen(!open)}
        >
          {translate(open ? 'app.home.trends.hide' : 'app.home.trends.show')}
        </Button>
      </Box>
      <Box id="home-trends-charts">
        {!open ? null : trends.isError ? (
          <LoadError message="app.home.trends.error" onRetry={() => void trends.refetch()} />
        ) : trends.data && loaded ? (
          <TrendCharts months={trends.data.months} />
        ) : (
          <LoadingCards count={4} label="app.home.trends.loading" height={240} width={400} />
        )}
      </Box>
    </Box>
  );
};
