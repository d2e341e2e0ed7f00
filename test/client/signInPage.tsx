import { render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { SignInShell } from '../../src/shell/SignInShell';

/** The sign-in page as the browser gets it before signing in: the light shell, without react-admin's <Admin>. */
export const renderSignIn = ({ notice, onSignedIn = vi.fn() }: { notice?: string; onSignedIn?: () => void } = {}) =>
  render(<SignInShell onSignedIn={onSignedIn} notice={notice} />);

/** Each test of the sign-in page starts signed out, in Spanish, and gets the real fetch back after. */
export const startSignedOut = () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await i18nProvider.changeLocale('es');
  });
  afterEach(() => vi.unstubAllGlobals());
};
