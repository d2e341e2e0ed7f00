import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/**
 * The theme's own rules for a component's root, when they are a plain style object: the light
 * cells and rows of a list's body (RecordCell, RecordRow) follow them as MUI's components would.
 */
export const themeRootRules = (theme: Theme, name: 'MuiTableCell' | 'MuiTableRow' | 'RaDataTableRow'): CSSObject => {
  const components = theme.components as Record<string, { styleOverrides?: { root?: unknown } } | undefined> | undefined;
  const root = components?.[name]?.styleOverrides?.root;
  return root && typeof root === 'object' ? (root as CSSObject) : {};
};
