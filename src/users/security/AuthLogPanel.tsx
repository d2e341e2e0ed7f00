import {
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { PagePagination } from '../../common/PagePagination';
import { RetryAlert } from '../../common/RetryAlert';
import { SectionCard } from '../../common/sections';
import { useRecordPage } from '../../common/useRecordPage';
import { useCanDo } from '../../providers/actions';
import { sessionLabel } from '../../common/sessions/sessionLabel';
import { authEventText, fromApp, type AuthEvent } from './authEventText';

const PER_PAGE = 10;

/** What one event shows, in the table's columns or a phone's list line. */
const useCells = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (event: AuthEvent) => ({
    date: formatDate(event.at, locale),
    event: authEventText(event, translate),
    address: event.ip ?? '—',
    browser: sessionLabel({ app: fromApp(event), user_agent: event.user_agent }, translate),
    by: event.user_name ?? '—',
  });
};

/**
 * The person's authentication log (ASVS 16.3.1), for administrators: sign-ins, failures, codes,
 * recoveries, password changes and ended sessions, newest first, 10 a page, with the address, the
 * browser and who did it. A table from a tablet up; a list on a phone, where five columns do not fit.
 */
export const AuthLogPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { canAccess } = useCanDo('usuarios', 'auth_log', record);
  const cellsOf = useCells();
  const { data, isPending, error, refetch, page, setPage } = useRecordPage<AuthEvent>('usuarios', 'accesos', PER_PAGE, canAccess === true);
  if (!record || !canAccess) return null;
  const t = (key: string) => translate(`resources.usuarios.auth_log.${key}`);
  const rows = (data?.data ?? []).map((event) => ({ id: event.id, ...cellsOf(event) }));
  const body = error ? (
    <RetryAlert message={t('error')} onRetry={() => void refetch()} />
  ) : isPending ? (
    <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
  ) : data?.total === 0 ? (
    <Typography variant="body2" color="text.secondary">
      {t('empty')}
    </Typography>
  ) : phone ? (
    <List dense disablePadding aria-label={t('title')}>
      {rows.map((row) => (
        <ListItem key={row.id} disableGutters divider>
          <ListItemText primary={row.event} secondary={[row.date, row.address, row.browser, row.by].join(' · ')} />
        </ListItem>
      ))}
    </List>
  ) : (
    <TableContainer>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            {(['date', 'event', 'address', 'browser', 'by'] as const).map((column) => (
              <TableCell key={column}>{t(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date}</TableCell>
              <TableCell>{row.event}</TableCell>
              <TableCell>{row.address}</TableCell>
              <TableCell>{row.browser}</TableCell>
              <TableCell>{row.by}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
  return (
    <SectionCard title="resources.usuarios.auth_log.title">
      {body}
      <PagePagination total={data?.total ?? 0} page={page} perPage={PER_PAGE} onPageChange={setPage} />
    </SectionCard>
  );
};
