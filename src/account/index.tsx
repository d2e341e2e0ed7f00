import { Route } from 'react-router-dom';
import { lazyNamed } from '../common/lazyNamed';
import { ACCOUNT_PATH } from './accountPath';

const AccountPage = lazyNamed(() => import('./AccountPage'), 'AccountPage');

/** A custom route inside the layout (App.tsx); every signed-in person may open it, so no access gate. */
export const accountRoutes = [<Route key="account" path={ACCOUNT_PATH} element={<AccountPage />} />];
