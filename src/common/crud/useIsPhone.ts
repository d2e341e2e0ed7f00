import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Whether the screen is narrower than the `sm` breakpoint (a phone held upright), where lists
 * become cards and toolbars keep icons only. noSsr: the first render already knows the width,
 * so a phone never flashes the table.
 */
export const useIsPhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
