import type { PaletteOptions } from '@mui/material/styles';
import { grey } from '@mui/material/colors';
import { defaultDarkTheme, defaultLightTheme, Translate, type RaThemeOptions } from 'react-admin';

/** The form toolbar's fill in each theme (react-admin's greys, whose red text read at 3.8 on the light one). */
export const TOOLBAR_FILL = { light: grey[200], dark: '#2b2b2b' } as const;

/**
 * react-admin's theme of each mode with the fleet's colours: every colour reads at 4.5:1 or more
 * as text on the page, a card, a menu, a dialog, the form toolbar and the bulk toolbar, and under
 * its own text (a filled chip or button; src/theme.test.tsx). contrastThreshold makes MUI pick
 * each colour's text by the same 4.5:1. MUI's own orange and light blue did not (3.1 and 3.9).
 */
const fleetTheme = (base: RaThemeOptions, mode: keyof typeof TOOLBAR_FILL, palette: PaletteOptions): RaThemeOptions => ({
  ...base,
  palette: { ...base.palette, contrastThreshold: 4.5, ...palette },
  components: {
    ...base.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: TOOLBAR_FILL[mode] } } },
    RaFilterForm: {
      styleOverrides: {
        // react-admin hides every helper text of a list's filters; a filter that is not applied
        // because its value is wrong ("not before the first year") must say why.
        root: { '& .MuiFormHelperText-root.Mui-error': { display: 'block' } },
      },
    },
    // react-admin translates an autocomplete's other texts but leaves MUI's English "No options";
    // <Translate> draws it where it is shown, so it follows the interface language.
    MuiAutocomplete: {
      ...base.components?.MuiAutocomplete,
      defaultProps: { ...base.components?.MuiAutocomplete?.defaultProps, noOptionsText: <Translate i18nKey="app.inputs.no_options" /> },
    },
  },
});

/** The fleet's blue and deep colours, written on light surfaces. */
export const theme = fleetTheme(defaultLightTheme, 'light', {
  primary: { main: '#1565c0' },
  secondary: { main: '#263238' },
  error: { main: '#b71c1c' },
  warning: { main: '#a84300' },
  info: { main: '#0067a3' },
  success: { main: '#2e7030' },
});

/**
 * The same hues lightened to read on dark surfaces (MUI's dark page, its cards lightened by
 * their elevation); react-admin shows its light/dark switch in the app bar once this is given,
 * and keeps the choice in the store.
 */
export const darkTheme = fleetTheme(defaultDarkTheme, 'dark', {
  background: { default: '#121212', paper: '#121212' },
  primary: { main: '#90caf9' },
  secondary: { main: '#b0bec5' },
  error: { main: '#ef9a9a' },
  warning: { main: '#ffab70' },
  info: { main: '#4fc3f7' },
  success: { main: '#81c784' },
});
