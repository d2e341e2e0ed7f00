import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

/** react-admin's app bar with the language switch beside the refresh indicator. */
export const AppBar = () => (
  <RaAppBar
    toolbar={
      <>
        <LanguageMenu />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal />
  </RaAppBar>
);
