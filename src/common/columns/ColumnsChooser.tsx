import { Children, isValidElement, useState, type ReactNode } from 'react';
import { Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import SearchIcon from '@mui/icons-material/Search';
import { useResourceContext, useStore, useTranslate, useTranslateLabel } from 'react-admin';
import { columnStoreKeys } from '../views/viewParams';
import { columnsInOrder, labelMatches, moveColumn } from './columnOrder';
import { ColumnToggle } from './ColumnToggle';

export interface ColumnsChooserProps {
  /** The table's columns (DataTable.Col elements), as the table is given them. */
  columns: ReactNode;
  /** The columns the list hides until someone shows them (the table's `hiddenColumns`). */
  defaultHidden: string[];
}

interface Column {
  /** Its place among the table's children: what the kept order names. */
  index: number;
  /** What the hidden columns name: its source, or its label if it has no source. */
  key: string;
  label: string;
}

// Past this many columns a search field helps find one (react-admin's own rule).
const SEARCH_FROM = 6;

/**
 * Which of a table's columns show, and in what order, kept where react-admin's DataTable reads
 * them (its store keys, which saved views also keep). Drawn only while the chooser is open.
 */
export const ColumnsChooser = ({ columns, defaultHidden }: ColumnsChooserProps) => {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const keys = columnStoreKeys(resource);
  const [hidden, setHidden] = useStore<string[]>(keys.hidden, defaultHidden);
  const [ranks, setRanks] = useStore<number[] | undefined>(keys.ranks);
  const [search, setSearch] = useState('');
  const [moved, setMoved] = useState<{ index: number; by: 'up' | 'down' }>();
  const [said, setSaid] = useState('');
  const searchLabel = translate('ra.action.search_columns');

  const children = Children.toArray(columns);
  const all: (Column | null)[] = children.map((child, index) => {
    const { source, label: given } = isValidElement<{ source?: string; label?: unknown }>(child) ? child.props : {};
    const label = typeof given === 'string' ? given : undefined;
    const key = source ?? label;
    if (!key) return null;
    return { index, key, label: translateLabel({ label, resource, source }) as string };
  });
  const order = columnsInOrder(children.length, ranks);
  const shown = order.map((index) => all[index]).filter((column): column is Column => column !== null && labelMatches(column.label, search));

  // Moves go past the neighbour the person sees, whether a search hides others or not.
  const move = (at: number, by: 'up' | 'down') => {
    const target = shown[by === 'up' ? at - 1 : at + 1];
    const next = moveColumn(order, order.indexOf(shown[at].index), order.indexOf(target.index));
    setRanks(next);
    setMoved({ index: shown[at].index, by });
    // The focus stays on the pressed button: a screen reader hears where the column went.
    const listed = next.filter((index) => all[index] !== null);
    setSaid(translate('app.list.column_moved', { name: shown[at].label, place: listed.indexOf(shown[at].index) + 1, count: listed.length }));
  };

  return (
    <Box sx={{ pt: 1, minWidth: 240 }}>
      {children.length >= SEARCH_FROM && (
        <TextField
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            // A row a search hides and shows again is drawn anew: it must not take the focus back.
            setMoved(undefined);
          }}
          placeholder={searchLabel}
          size="small"
          fullWidth
          autoFocus
          slotProps={{
            htmlInput: { 'aria-label': searchLabel },
            input: { endAdornment: <InputAdornment position="end"><SearchIcon color="disabled" /></InputAdornment> },
          }}
          sx={{ mb: 1 }}
        />
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((column, at) => (
          <ColumnToggle
            key={column.index}
            label={column.label}
            shown={!hidden.includes(column.key)}
            onToggle={() => setHidden(hidden.includes(column.key) ? hidden.filter((key) => key !== column.key) : [...hidden, column.key])}
            onUp={at > 0 ? () => move(at, 'up') : undefined}
            onDown={at < shown.length - 1 ? () => move(at, 'down') : undefined}
            moved={moved?.index === column.index ? moved : undefined}
          />
        ))}
      </Box>
      {shown.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('app.list.no_column')}
        </Typography>
      )}
      <Box role="status" sx={visuallyHidden}>
        {said}
      </Box>
      <Box sx={{ textAlign: 'center', my: 1 }}>
        <Button
          size="small"
          onClick={() => {
            setRanks(undefined);
            setHidden(defaultHidden);
          }}
        >
          {translate('ra.action.reset')}
        </Button>
      </Box>
    </Box>
  );
};
