import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useListContext } from 'react-admin';

/**
 * A list's aside (a map of its rows). Under the rows, below the `lg` breakpoint, it waits for the
 * list's first answer: drawn before it, it moved down by the rows' height as they arrived. Beside
 * them it draws at once, so that the table's width does not change when the rows come.
 */
export const ListAside = ({ children }: { children: ReactNode }) => {
  const { isPending } = useListContext();
  const under = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'), { noSsr: true });
  return under && isPending ? null : <>{children}</>;
};
