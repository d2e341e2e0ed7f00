import { Navigate, Route } from 'react-router-dom';

/**
 * The index route of a resource whose list sits on a screen of its own (SPEC §2's paths): its
 * base path (react-admin's list links and redirects, a typed address) opens that screen instead of
 * an empty page.
 */
export const screenRedirect = (to: string) => <Route key="screen" index element={<Navigate to={to} replace />} />;
