import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import { Button, useListContext, useTranslate, type FilterPayload } from 'react-admin';

/** Whether two filter sets ask the same (a list in any order; URL values may be strings). */
const canonical = (filters: FilterPayload) =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(String).sort() : String(value)])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

export interface LoanEmptyProps {
  /** i18n key said when the view's own filters find nothing ("no requests awaiting a decision"). */
  message: string;
  /** The view's default filters. */
  defaults: FilterPayload;
}

/**
 * What a loan list shows without rows: the view's own words while its default filters hold,
 * "no loans yet" without filters, and otherwise that the filters find nothing, with a button
 * that clears them. No create button: requests come from the phone app.
 */
export const LoanEmpty = ({ message, defaults }: LoanEmptyProps) => {
  const { filterValues = {}, setFilters } = useListContext();
  const translate = useTranslate();
  const noFilters = canonical(filterValues) === canonical({});
  const own = canonical(filterValues) === canonical(defaults);
  const text = own ? message : noFilters ? 'resources.prestamos.list.empty.none' : 'resources.prestamos.list.empty.filtered';
  return (
    <Box sx={{ textAlign: 'center', m: 4 }} role="status">
      <InboxIcon sx={{ fontSize: 96, opacity: 0.4 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {translate(text)}
      </Typography>
      {!own && !noFilters && (
        <Button label="resources.prestamos.list.empty.clear" variant="outlined" onClick={() => setFilters({}, {})}>
          <FilterListOffIcon />
        </Button>
      )}
    </Box>
  );
};
