import { defaultTheme, Translate, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme with the fleet's blue; the top progress bar brings its own colours. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#263238' },
  },
  components: {
    ...defaultTheme.components,
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
