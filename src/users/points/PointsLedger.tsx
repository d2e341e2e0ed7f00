import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { FunctionField, ReferenceField, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { PagePagination } from '../../common/PagePagination';
import { useRecordPage } from '../../common/useRecordPage';
import { userPath } from '../userPaths';
import { fullName } from '../userName';

/** One ledger line (docs/API.md, GET usuarios/{id}/puntos/). */
export interface LedgerEntry {
  id: number;
  delta: number;
  balance: number;
  reason: string;
  created_at: string;
  /** The id of the user who recorded it; null for automatic credits (trips). */
  created_by: number | null;
}

const PER_PAGE = 10;

/** Every credit and redemption of the user's points, newest first, 10 a page. */
export const PointsLedger = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error, page, setPage } = useRecordPage<LedgerEntry>('usuarios', 'puntos', PER_PAGE);
  const t = (key: string, options?: object) => translate(`resources.usuarios.points.${key}`, options);
  if (error) return <Alert severity="error">{t('ledger_error')}</Alert>;
  if (!isPending && data?.total === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('ledger_empty')}
      </Typography>
    );
  }
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('ledger')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('date')}</TableCell>
              <TableCell>{t('reason')}</TableCell>
              <TableCell align="right">{t('delta')}</TableCell>
              <TableCell align="right">{t('balance_after')}</TableCell>
              <TableCell>{t('by')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.data ?? []).map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{formatDate(entry.created_at, locale)}</TableCell>
                <TableCell>{t(`reasons.${entry.reason}`, { _: entry.reason })}</TableCell>
                <TableCell align="right" sx={{ color: entry.delta < 0 ? 'error.main' : 'success.main', fontWeight: 500 }}>
                  {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                </TableCell>
                <TableCell align="right">{entry.balance}</TableCell>
                <TableCell>
                  {/* Who recorded it, by name (a user id; none for automatic credits). */}
                  <ReferenceField record={entry} source="created_by" reference="usuarios" link={(record) => userPath(record.id)} emptyText="—">
                    <FunctionField render={fullName} />
                  </ReferenceField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PagePagination total={data?.total ?? 0} page={page} perPage={PER_PAGE} onPageChange={setPage} />
    </>
  );
};
