import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { ReauthDialog } from '../account/reauth/ReauthDialog';
import { ChipTextLook } from '../common/crud/ChipText';
import { DocumentTitle } from '../shell/DocumentTitle';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { TopProgressBar } from './TopProgressBar';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    <TopProgressBar />
    <DocumentTitle />
    <ChipTextLook />
    {/* Asks the password again before a sensitive change (one for the whole admin). */}
    <ReauthDialog />
    {children}
  </RaLayout>
);
