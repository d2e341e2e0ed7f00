import { memo } from 'react';
import { GlobalStyles, type ChipProps } from '@mui/material';
import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

type Color = NonNullable<ChipProps['color']>;
const colors: readonly Exclude<Color, 'default'>[] = ['primary', 'secondary', 'error', 'info', 'success', 'warning'];

/**
 * MUI's small Chip's look (same height, radius, type and colours) for `.chip-text` spans, every
 * variant chosen by data attributes. A list draws two or three chips per row: 100 rows of real
 * Chips cost a visible fraction of a second, and a styled span still built and hashed this whole
 * object for each one (issue #11). As page-wide rules it is made once (ChipTextLook).
 */
const chipTextStyles = (theme: Theme): Record<string, CSSObject> => ({
  '.chip-text': {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: 24,
    maxWidth: '100%',
    padding: '0 8px',
    borderRadius: 12,
    border: '1px solid transparent',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.action.selected,
    '&[data-variant="outlined"]': {
      backgroundColor: 'transparent',
      borderColor: theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700],
    },
    ...Object.fromEntries(
      colors.flatMap((color) => [
        [`&[data-color="${color}"]`, { backgroundColor: theme.palette[color].main, color: theme.palette[color].contrastText }],
        [`&[data-color="${color}"][data-variant="outlined"]`, { backgroundColor: 'transparent', color: theme.palette[color].main, borderColor: theme.palette[color].main }],
      ]),
    ),
  },
});

/**
 * The chips' look for the whole page, drawn by the layout (layout/Layout.tsx). `memo`: the layout
 * draws again as screens change, and the rules would be built and serialized each time; a new
 * theme still reaches them (GlobalStyles reads it from its context).
 */
export const ChipTextLook = memo(function ChipTextLook() {
  return <GlobalStyles styles={chipTextStyles} />;
});

export interface ChipTextProps {
  label: string;
  color?: ChipProps['color'];
  variant?: ChipProps['variant'];
}

/** A state's label drawn like a small MUI Chip: one plain span (ChipTextLook gives its look). */
export const ChipText = ({ label, color = 'default', variant = 'filled' }: ChipTextProps) => (
  <span className="chip-text" data-color={color} data-variant={variant}>
    {label}
  </span>
);
