import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';

/** Renders a piece that only needs the app's words (as the sign-in shell gives them), without <Admin>. */
export const renderWithWords = (ui: ReactElement) => render(<I18nContextProvider value={i18nProvider}>{ui}</I18nContextProvider>);
