import { LOAN_SCREENS, type ScreenLink } from '../loans/loanScreens';
import { TRIP_REQUEST_SCREEN } from '../tripRequests';

/** The screens of SPEC §2 that are no resource's own list, for the tab's title (the menu lists them in menuSections.ts). */
export const SCREEN_LINKS: readonly ScreenLink[] = [TRIP_REQUEST_SCREEN, ...LOAN_SCREENS];
