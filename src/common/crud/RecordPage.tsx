import type { ReactNode } from 'react';
import { Box, Grid, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export interface RecordPageProps {
  /** i18n key of the page's heading (h1), given the record's id; without one the app bar's title names the record. */
  title?: string;
  /** The record's state, shown beside the heading. */
  status?: ReactNode;
  /** The wide column (7 of 12 from md up): the map and what goes with it, one card under another. */
  main: ReactNode;
  /** The narrow column (5 of 12 from md up): details, history, one card under another. */
  side: ReactNode;
  /** The narrow column comes first (on the left; on top on phones). */
  sideFirst?: boolean;
}

const Column = ({ width, children }: { width: number; children: ReactNode }) => (
  <Grid size={{ xs: 12, md: width }}>
    <Stack spacing={2}>{children}</Stack>
  </Grid>
);

/**
 * The body of a record page under <ResourceShow cards>: its number and state as a heading, then
 * its cards in two columns that stack on phones. A page with a heading waits for the record (the
 * heading names it, and its cards read it); one without shows its cards while it loads.
 */
export const RecordPage = ({ title, status, main, side, sideFirst = false }: RecordPageProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (title && !record) return null;
  const columns = [<Column key="main" width={7}>{main}</Column>, <Column key="side" width={5}>{side}</Column>];
  return (
    // Width 0 and min-width 100%: the page never scrolls sideways on a phone (390 px).
    <Box sx={{ width: 0, minWidth: '100%', overflowWrap: 'anywhere' }}>
      {title && record && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
          <Typography variant="h5" component="h1">
            {translate(title, { id: record.id })}
          </Typography>
          {status}
        </Stack>
      )}
      <Grid container spacing={2} sx={title ? { mb: 2 } : { mt: 1, mb: 2 }}>
        {sideFirst ? columns.reverse() : columns}
      </Grid>
    </Box>
  );
};
