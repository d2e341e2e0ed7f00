import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { NotificationBell } from '../notifications/NotificationBell';
import { OfflineIndicator } from '../realtime/OfflineIndicator';
import { LanguageMenu } from './LanguageMenu';

/**
 * The page title's own box is an inline block (react-admin's Configurable), which the title's
 * ellipsis cannot cut: on a phone "Solicitudes de préstamo" lost its last word without a sign.
 */
const titleCut = { '& .RaConfigurable-root': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } };

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
    <TitlePortal sx={titleCut} />
  </RaAppBar>
);
