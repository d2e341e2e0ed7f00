import { grey } from '@mui/material/colors';
import { defaultTheme, Translate, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default theme with the fleet's blue; the top progress bar brings its own colours.
 * Every colour reads at 4.5:1 or more as text on the page, a card, the form toolbar and the bulk
 * toolbar, and under white text (a filled chip or button): MUI's own orange and light blue did
 * not (3.1 and 3.9), nor its red on react-admin's grey toolbar (3.8). contrastThreshold makes MUI
 * pick each colour's text by the same 4.5:1. The app has this one theme: react-admin offers no
 * dark one when given `theme` alone.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    contrastThreshold: 4.5,
    primary: { main: '#1565c0' },
    secondary: { main: '#263238' },
    error: { main: '#b71c1c' },
    warning: { main: '#a84300' },
    info: { main: '#0067a3' },
    success: { main: '#2e7030' },
  },
  components: {
    ...defaultTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: grey[200] } } },
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
      ...defaultTheme.components?.MuiAutocomplete,
      defaultProps: { ...defaultTheme.components?.MuiAutocomplete?.defaultProps, noOptionsText: <Translate i18nKey="app.inputs.no_options" /> },
    },
  },
};
