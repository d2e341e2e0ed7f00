import type { ReactNode } from 'react';
import { useResourceContext } from 'react-admin';
import { AccessDenied } from '../layout/AccessDenied';
import { canAccessRecord } from '../providers/recordAccess';
import { getSession } from '../providers/session';
import type { ScreenAccess } from './screenAccess';

/**
 * Draws the screen when the signed-in group may use it (DOMAIN §1, the auth provider's rule), else
 * the access-denied page in its place, at the address asked for: react-admin's own check would
 * leave for /access-denied, and a screen's own check may do something else (the vehicle's edit
 * page went to the record). Answered from the session at once, as the menu is.
 */
export const RequireAccess = ({ access, children }: { access: ScreenAccess; children: ReactNode }) => {
  const resource = useResourceContext();
  const allowed = !resource || canAccessRecord(getSession()?.roles ?? [], resource, access);
  return allowed ? children : <AccessDenied />;
};
