import { Navigate, useLocation } from 'react-router-dom';
import { toSpanishPath } from './aliases';

/** What an alias redirect leaves in the history entry: the address as it was typed. */
export interface AliasState {
  typed: string;
}

/**
 * Sends an English alias to its Spanish route, keeping the query string and hash, and the typed
 * path, so a "not found" there names what the user typed (/alerts), not where it led (/alertas).
 */
export const AliasRedirect = () => {
  const { pathname, search, hash } = useLocation();
  const state: AliasState = { typed: pathname };
  return <Navigate to={{ pathname: toSpanishPath(pathname) ?? '/', search, hash }} state={state} replace />;
};
