import { useEffect, type ReactNode } from 'react';
import { LayoutClasses, Layout as RaLayout } from 'react-admin';
import { ReauthDialog } from '../account/reauth/ReauthDialog';
import { useHeldForDesk } from '../alerts/desk/deskHold';
import { ChipTextLook } from '../common/crud/ChipText';
import { noteDrawn } from '../providers/firstAnswer';
import { DocumentTitle } from '../shell/DocumentTitle';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { TopProgressBar } from './TopProgressBar';

/** Menu and screen hidden (still mounted, their reads out) while the desk's first banner is awaited. */
const held = { [`& .${LayoutClasses.contentWithSidebar}`]: { visibility: 'hidden' } };

export const Layout = ({ children }: { children: ReactNode }) => {
  const heldForDesk = useHeldForDesk();
  // After the screen's own effects, where a list or record asks for its rows.
  useEffect(noteDrawn, []);
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={heldForDesk ? held : undefined}>
      <TopProgressBar />
      <DocumentTitle />
      <ChipTextLook />
      {/* Asks the password again before a sensitive change (one for the whole admin). */}
      <ReauthDialog />
      {children}
    </RaLayout>
  );
};
