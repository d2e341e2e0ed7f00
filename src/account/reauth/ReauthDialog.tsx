import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../common/lazyNamed';
import { setReauthHandler } from '../../providers/http';
import { askReauth, settleReauth, watchReauth, type ReauthRequest } from './reauthGate';

// Its own chunk: most sessions never need it, and the layout stays light.
const ReauthForm = lazyNamed(() => import('./ReauthForm'), 'ReauthForm');

/**
 * Mounted once in the layout: a sensitive change the server refused with 403 reauth_required
 * (ASVS 7.5.1) waits here for the person's password or code, then the request helper sends it
 * again; cancelling leaves the change unmade.
 */
export const ReauthDialog = () => {
  const [request, setRequest] = useState<ReauthRequest | null>(null);
  useEffect(() => watchReauth(setRequest), []);
  useEffect(() => setReauthHandler(askReauth), []);
  // Leaving the admin (signing out) with a prompt open cancels it.
  useEffect(() => () => settleReauth(false), []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ReauthForm request={request} onConfirmed={() => settleReauth(true)} onCancel={() => settleReauth(false)} />
    </Suspense>
  );
};
