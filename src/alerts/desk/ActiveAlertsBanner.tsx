import CampaignIcon from '@mui/icons-material/Campaign';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ALERT_STATUS } from '../../../domain/alerts';
import { ALERT_LIST_PATH } from '../alertPaths';
import { AlertDeskEntry, onFill } from './AlertDeskEntry';
import { SHOWN, type DeskState } from './deskAlerts';

const D = 'resources.alertas.desk';

/** The alerts list showing only the active ones, its state filter open. */
const activeListPath = `${ALERT_LIST_PATH}?${new URLSearchParams({
  filter: JSON.stringify({ status__in: [ALERT_STATUS.active] }),
  displayedFilters: JSON.stringify({ status__in: true }),
})}`;

/**
 * The active alerts at the top of every screen, newest first, each a link to its page; past
 * SHOWN, a link to the list of them all. The theme's error colour and the text MUI picks for it
 * read at 4.5:1 or more in both themes (src/theme.tsx); its lines wrap on a phone.
 */
export const ActiveAlertsBanner = ({ desk }: { desk: DeskState }) => {
  const translate = useTranslate();
  if (desk.total === 0) return null;
  const shown = desk.alerts.slice(0, SHOWN);
  return (
    <Box
      component="section"
      aria-label={translate(`${D}.title`)}
      sx={{ bgcolor: 'error.main', color: 'error.contrastText', borderRadius: 1, px: 2, py: 1, mx: { xs: 1, sm: 2 }, mt: 1, overflowWrap: 'anywhere' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
        <CampaignIcon aria-hidden />
        {translate(`${D}.count`, { smart_count: desk.total })}
      </Typography>
      <Box role="list" sx={{ typography: 'body2' }}>
        {shown.map((alert) => (
          <AlertDeskEntry key={alert.id} alert={alert} />
        ))}
      </Box>
      {desk.total > shown.length && (
        <Link component={RouterLink} to={activeListPath} underline="always" variant="body2" sx={{ ...onFill, display: 'inline-block', mt: 0.5 }}>
          {translate(`${D}.all`, { smart_count: desk.total })}
        </Link>
      )}
    </Box>
  );
};
