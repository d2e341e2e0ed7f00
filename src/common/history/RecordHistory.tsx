import { useId } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, List, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { ChipChoice } from '../ChoiceChipField';
import { errorMessage } from '../errorMessage';
import { HistoryLine, TIMELINE_LIST_SX } from './HistoryLine';
import { useRecordHistory } from './useRecordHistory';

export interface RecordHistoryProps {
  /** State labels per field the transitions move, e.g. `{ licencia_status: licenceStatusChoices }`. */
  choices?: Readonly<Record<string, readonly ChipChoice[]>>;
  /** Defaults to the page's resource. */
  resource?: string;
  /** `timeline`: the same entries, newest first, as points on a vertical line (the loan page). */
  variant?: 'list' | 'timeline';
}

/**
 * The record's history (GET {base}{id}/history/), newest first, 10 at a time with "Ver más".
 * Any record page can place it; action labels come from `resources.<base>.history.<action>`.
 */
export const RecordHistory = ({ choices = {}, resource: resourceProp, variant = 'list' }: RecordHistoryProps) => {
  const record = useRecordContext();
  const resource = useResourceContext({ resource: resourceProp }) ?? '';
  const translate = useTranslate();
  const titleId = useId();
  const history = useRecordHistory(resource, record?.id);
  const timeline = variant === 'timeline';
  if (!record || !resource) return null;

  const body = () => {
    if (history.error) return <Alert severity="error">{translate('app.history.error', { error: errorMessage(history.error) })}</Alert>;
    if (history.isPending) return <CircularProgress size={24} aria-label={translate('app.history.loading')} />;
    if (history.total === 0) {
      return (
        <Typography variant="body2" color="text.secondary">
          {translate('app.history.empty')}
        </Typography>
      );
    }
    return (
      <>
        <List component="ol" aria-labelledby={titleId} disablePadding sx={timeline ? TIMELINE_LIST_SX : undefined}>
          {history.entries.map((entry) => (
            <HistoryLine key={entry.id} entry={entry} resource={resource} choices={entry.field ? choices[entry.field] : undefined} timeline={timeline} />
          ))}
        </List>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="caption" color="text.secondary" role="status">
            {translate('app.history.shown', { shown: history.entries.length, total: history.total })}
          </Typography>
          {history.hasMore && (
            <Button size="small" onClick={() => void history.loadMore()} loading={history.isLoadingMore}>
              {translate('app.history.more')}
            </Button>
          )}
        </Box>
      </>
    );
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={translate('app.history.title')} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} />
      <CardContent>{body()}</CardContent>
    </Card>
  );
};
