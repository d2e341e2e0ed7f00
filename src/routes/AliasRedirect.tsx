import { Navigate, useLocation } from 'react-router-dom';
import { toSpanishPath } from './aliases';

/** Sends an English alias to its Spanish route, keeping the query string and hash. */
export const AliasRedirect = () => {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={{ pathname: toSpanishPath(pathname) ?? '/', search, hash }} replace />;
};
