import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme with the fleet's blue; the top progress bar brings its own colours. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { main: '#263238' },
  },
};
