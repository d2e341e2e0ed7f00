import { useEffect, useRef } from 'react';
import { FormControlLabel, IconButton, Switch } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useTranslate } from 'react-admin';

export interface ColumnToggleProps {
  label: string;
  shown: boolean;
  onToggle: () => void;
  /** Undefined where the column cannot go further that way. */
  onUp?: () => void;
  onDown?: () => void;
  /** A new value on each move of this column: its button takes the focus back, as its row moved in the page. */
  moved?: { by: 'up' | 'down' };
}

/**
 * One column of the columns chooser: a labelled switch that shows or hides it, and buttons that
 * move it up or down the order (WCAG 2.2's 2.5.7: no order that only a drag can change).
 */
export const ColumnToggle = ({ label, shown, onToggle, onUp, onDown, moved }: ColumnToggleProps) => {
  const translate = useTranslate();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moved) return;
    // At either end the button pressed is now disabled: the other one takes the focus.
    const [pressed, other] = moved.by === 'up' ? [up.current, down.current] : [down.current, up.current];
    (pressed?.disabled ? other : pressed)?.focus();
  }, [moved]);
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <FormControlLabel
        control={<Switch size="small" checked={shown} onChange={onToggle} />}
        label={label}
        slotProps={{ typography: { variant: 'body2' } }}
        sx={{ flex: 1, mr: 0, ml: -0.5 }}
      />
      <IconButton ref={up} size="small" disabled={!onUp} onClick={onUp} aria-label={translate('app.list.move_column_up', { name: label })}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton ref={down} size="small" disabled={!onDown} onClick={onDown} aria-label={translate('app.list.move_column_down', { name: label })}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </li>
  );
};
