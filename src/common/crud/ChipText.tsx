import { memo } from 'react';
import { GlobalStyles, type ChipProps } from '@mui/material';
import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

export type ChipColor = NonNullable<ChipProps['color']>;
export type ChipVariant = NonNullable<ChipProps['variant']>;
export const CHIP_COLORS: readonly ChipColor[] = ['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning'];
export const CHIP_VARIANTS: readonly ChipVariant[] = ['filled', 'outlined'];

/**
 * A chip's text, fill and border colours, as MUI's Chip draws them: a filled chip writes the
 * colour's contrast text on it, an outlined one writes the colour itself on the page (the theme's
 * colours read at 4.5:1 both ways, src/theme.test.tsx).
 */
export const chipColors = (theme: Theme, color: ChipColor, variant: ChipVariant) => {
  const outlineGrey = theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700];
  if (color === 'default') {
    return variant === 'outlined'
      ? { color: theme.palette.text.primary, backgroundColor: 'transparent', borderColor: outlineGrey }
      : { color: theme.palette.text.primary, backgroundColor: theme.palette.action.selected, borderColor: 'transparent' };
  }
  const { main, contrastText } = theme.palette[color];
  return variant === 'outlined'
    ? { color: main, backgroundColor: 'transparent', borderColor: main }
    : { color: contrastText, backgroundColor: main, borderColor: 'transparent' };
};

/**
 * MUI's small Chip's look (same height, radius, type and colours) for `.chip-text` spans, every
 * variant chosen by data attributes. A list draws two or three chips per row: 100 rows of real
 * Chips cost a visible fraction of a second, and a styled span would still build and hash this
 * whole object for each one. As page-wide rules it is made once (ChipTextLook).
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
    ...Object.fromEntries(
      CHIP_COLORS.flatMap((color) =>
        CHIP_VARIANTS.map((variant) => [`&[data-color="${color}"][data-variant="${variant}"]`, chipColors(theme, color, variant)]),
      ),
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
