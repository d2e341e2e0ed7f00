import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { NotificationBell } from '../notifications/NotificationBell';
import { OfflineIndicator } from '../realtime/OfflineIndicator';
import { LanguageMenu } from './LanguageMenu';

/** react-admin's app bar with the live-updates sign, the notification bell and the language switch beside the refresh indicator. */
export const AppBar = () => (
  <RaAppBar
    toolbar={
      <>
        <OfflineIndicator />
        <NotificationBell />
        <LanguageMenu />
        <LoadingIndicator />
      </>
    }
  >
    <TitlePortal />
  </RaAppBar>
);
