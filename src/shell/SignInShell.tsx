import { CssBaseline, ThemeProvider, createTheme, type Theme } from '@mui/material';
import { StoreContextProvider } from 'react-admin';
import { LoginPage } from '../login/LoginPage';
import { theme } from '../theme';
import { LiveWords } from './LiveWords';
import { store } from './store';

// Made on the sign-in page's first drawing, not as the chunk evaluates: a page load with a session never draws it.
let muiTheme: Theme | undefined;
const signInTheme = () => (muiTheme ??= createTheme(theme));

export interface SignInShellProps {
  /** Runs once the session is stored; the form keeps its spinner until it settles. */
  onSignedIn: () => Promise<void> | void;
  /** An i18n key explaining why the user is here (e.g. the session expired). */
  notice?: string;
}

/**
 * The sign-in and recovery pages without react-admin's <Admin> (at most 200 KB of
 * script before signing in): only the store, i18n and theme contexts the login form reads.
 */
export const SignInShell = ({ onSignedIn, notice }: SignInShellProps) => (
  <StoreContextProvider value={store}>
    <LiveWords>
      <ThemeProvider theme={signInTheme()}>
        <CssBaseline />
        <LoginPage onSignedIn={onSignedIn} notice={notice} />
      </ThemeProvider>
    </LiveWords>
  </StoreContextProvider>
);
