import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { alertPath } from '../alertPaths';
import { ElapsedTime } from '../show/ElapsedTime';
import type { DeskAlert } from './deskAlerts';

/** The banner's links read on its fill in either theme, and show where the keyboard is. */
export const onFill = {
  color: 'inherit',
  fontWeight: 700,
  textDecorationColor: 'currentColor',
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 0.5 },
} as const;

/** One active alert in the banner: "Alerta #12" opening its page, who raised it, their plant, how long ago. */
export const AlertDeskEntry = ({ alert }: { alert: DeskAlert }) => {
  const translate = useTranslate();
  return (
    <Box role="listitem" sx={{ py: 0.25 }}>
      <Link component={RouterLink} to={alertPath(alert.id)} underline="always" sx={onFill}>
        {translate('resources.alertas.desk.alert', { id: alert.id })}
      </Link>
      {` · ${alert.issued_by_name || '—'}`}
      {alert.planta_name ? ` · ${alert.planta_name}` : ''}
      {' · '}
      <ElapsedTime value={alert.created_at} />
    </Box>
  );
};
