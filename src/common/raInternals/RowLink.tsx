import { useContext, type MouseEvent, type ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { Link, LinkBase } from 'react-admin';
import { BodyLooks } from './bodyLooks';

/**
 * react-admin's Link as MUI draws it by default (Typography `inherit`, colour primary, underline
 * always), as one style object: the list's body turns it into one class for every row's links.
 */
export const rowLinkStyles = (theme: Theme): CSSObject => ({
  margin: 0,
  font: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  '&:hover': { textDecorationColor: 'inherit' },
  textDecorationColor: 'var(--Link-underlineColor)',
  '--Link-underlineColor': theme.alpha(theme.palette.primary.main, 0.4),
});

export interface RowLinkProps {
  to: string;
  className?: string;
  state?: unknown;
  children: ReactNode;
}

// The row would open its record too: one navigation is enough.
const stopAtTheLink = (event: MouseEvent) => event.stopPropagation();

/**
 * A link in a list's row: the router's link with react-admin's and MUI's class names and the
 * body's class, instead of react-admin's Link, which draws MUI's Link and Typography (two styled
 * layers) for each of the 100 rows' one or two links. Elsewhere, react-admin's Link.
 * Either way its click stops at the link, so a clickable row does not navigate as well.
 */
export const RowLink = ({ to, className, state, children }: RowLinkProps) => {
  const look = useContext(BodyLooks)?.link;
  if (!look) {
    return (
      <Link to={to} className={className} onClick={stopAtTheLink} state={state}>
        {children}
      </Link>
    );
  }
  return (
    <LinkBase to={to} className={`MuiTypography-root MuiTypography-inherit MuiLink-root MuiLink-underlineAlways RaLink-link${className ? ` ${className}` : ''} ${look}`} onClick={stopAtTheLink} state={state}>
      {children}
    </LinkBase>
  );
};
