import { afterEach, beforeEach, vi } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { setLocale } from '../../src/providers/locale';
import { signIn } from './fetchMock';

/**
 * For a provider's test file: each test starts with empty storage, in Spanish, signed in with
 * the access token tok-A, and its stubbed fetch goes afterwards.
 */
export function eachSignedInInSpanish() {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    setLocale('es');
    await i18nProvider.changeLocale('es');
    signIn({ access: 'tok-A' });
  });
  afterEach(() => vi.unstubAllGlobals());
}
