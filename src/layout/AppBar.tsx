import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useTranslate } from 'react-admin';
import { AlertDesk } from '../alerts/desk/AlertDesk';
import { AlertSoundToggle } from '../alerts/desk/AlertSoundToggle';
import { useDrawnLater } from '../common/useDrawnLater';
import { NotificationBell } from '../notifications/NotificationBell';
import { OfflineIndicator } from '../realtime/OfflineIndicator';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './UserMenu';

/**
 * The page title's own box is an inline block (react-admin's Configurable), which the title's
 * ellipsis cannot cut: on a phone "Solicitudes de préstamo" lost its last word without a sign.
 */
const titleCut = { '& .RaConfigurable-root': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } };

/**
 * react-admin's app bar with the live-updates sign, the alert desk's sound switch (admin and C4),
 * the notification bell, the language switch and react-admin's light/dark switch (a toolbar of
 * our own drops react-admin's) beside the refresh indicator, whose spinner is named as the top
 * bar is (react-admin leaves it unnamed). Under it, across the whole width, the alert desk's
 * banner: above the menu and the screen (#main-content), never one of the screen's own lists.
 * The buttons are drawn just after the page's first drawing; the banner keeps its room from it.
 */
export const AppBar = () => {
  const translate = useTranslate();
  const drawn = useDrawnLater();
  return (
    <>
      <RaAppBar
        userMenu={drawn && <UserMenu />}
        toolbar={
          drawn && (
            <>
              <OfflineIndicator />
              <AlertSoundToggle />
              <NotificationBell />
              <LanguageMenu />
              <ToggleThemeButton />
              <LoadingIndicator aria-label={translate('app.progress.loading')} />
            </>
          )
        }
      >
        <TitlePortal sx={titleCut} />
      </RaAppBar>
      <AlertDesk />
    </>
  );
};
