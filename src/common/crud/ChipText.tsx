import { styled } from '@mui/material/styles';
import type { ChipProps } from '@mui/material';

type Color = NonNullable<ChipProps['color']>;
const colors: readonly Exclude<Color, 'default'>[] = ['primary', 'secondary', 'error', 'info', 'success', 'warning'];

/**
 * Looks like MUI's small Chip (same height, radius, type and colours) but is one plain span:
 * a list draws two or three of these per row, and 100 rows of real Chips cost a visible
 * fraction of a second (issue #11). Every look is one class, chosen by data attributes, so
 * drawing a row computes no styles.
 */
const Span = styled('span')(({ theme }) => ({
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
}));

export interface ChipTextProps {
  label: string;
  color?: ChipProps['color'];
  variant?: ChipProps['variant'];
}

/** A state's label drawn like a small MUI Chip (see Span above). */
export const ChipText = ({ label, color = 'default', variant = 'filled' }: ChipTextProps) => (
  <Span className="chip-text" data-color={color} data-variant={variant}>
    {label}
  </Span>
);
