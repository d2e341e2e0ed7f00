import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { AuditComparison, AuditItem, ComparedItem } from './compareAudits';
import { ReportPhoto } from './ReportPhoto';
import type { ReportText } from './reportText';

const MARKERS: Record<ComparedItem['change'], string> = { worse: '▼', better: '▲', same: '=', only_initial: '◐', only_final: '◑' };

/** Below `sm` each row becomes a block, its cells one under another with their column's name: no sideways scroll at 390 px. */
const stackOnPhones = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tr, & td': { display: 'block', width: '100%' },
    '& tr': { borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
    '& td': { border: 'none', py: 0.5 },
    '& td[data-label]::before': { content: 'attr(data-label)', display: 'block', fontSize: '0.75rem', color: theme.palette.text.secondary },
  },
});

const Rating = ({ item, row, side, text }: { item?: AuditItem; row: ComparedItem; side: 'initial' | 'final'; text: ReportText }) => {
  const { t } = text;
  if (!item) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('items.not_rated')}
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {text.rating(item.calificacion)}
      </Typography>
      {item.comentario && <Typography variant="body2">{item.comentario}</Typography>}
      <ReportPhoto item={item} alt={t('items.photo', { name: row.name, audit: t(`items.${side}`) })} />
    </>
  );
};

/** Item by item: hand-over against return, the worse rows highlighted and marked (▼) so that they read in black and white too. */
export const ReportItems = ({ comparison, text }: { comparison: AuditComparison; text: ReportText }) => {
  const { t } = text;
  const [itemLabel, initialLabel, finalLabel, changeLabel] = [t('items.item'), t('items.initial'), t('items.final'), t('items.change')];
  return (
    <Box component="section" aria-labelledby="report-items" sx={{ mb: 3 }}>
      <Typography id="report-items" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('sections.items')}
      </Typography>
      {comparison.items.length === 0 ? (
        <Typography variant="body2">{t('items.empty')}</Typography>
      ) : (
        <Table size="small" sx={stackOnPhones}>
          <TableHead>
            <TableRow>
              <TableCell>{itemLabel}</TableCell>
              <TableCell>{initialLabel}</TableCell>
              <TableCell>{finalLabel}</TableCell>
              <TableCell>{changeLabel}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {comparison.items.map((row) => {
              const worse = row.change === 'worse';
              return (
                <TableRow
                  key={row.key}
                  className={worse ? 'report-worse' : undefined}
                  data-change={row.change}
                  sx={worse ? { backgroundColor: (theme) => `${theme.palette.error.main}1f` } : undefined}
                >
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {row.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t(`items.${row.kind}`)}
                    </Typography>
                  </TableCell>
                  <TableCell data-label={initialLabel}>
                    <Rating item={row.initial} row={row} side="initial" text={text} />
                  </TableCell>
                  <TableCell data-label={finalLabel}>
                    <Rating item={row.final} row={row} side="final" text={text} />
                  </TableCell>
                  <TableCell data-label={changeLabel}>
                    <Typography variant="body2" sx={{ fontWeight: worse ? 700 : 400, color: worse ? 'error.main' : undefined, whiteSpace: 'nowrap' }}>
                      <span aria-hidden="true">{MARKERS[row.change]} </span>
                      {t(`changes.${row.change}`)}
                    </Typography>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
