import { Route } from 'react-router-dom';
import { AliasRedirect } from './AliasRedirect';
import { aliasRoots } from './aliases';

/**
 * One redirect route per alias root, for <CustomRoutes noLayout> (a redirect needs no
 * layout; the Spanish target then checks authentication itself).
 */
export const aliasRoutes = aliasRoots().map((root) => (
  <Route key={root} path={`${root}/*`} element={<AliasRedirect />} />
));
