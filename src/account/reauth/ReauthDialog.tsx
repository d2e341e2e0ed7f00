import { useEffect, useState } from 'react';
import { lazyNamed } from '../../common/lazyNamed';
import { ReauthCancelled, setReauthHandler, type ReauthInfo } from '../../providers/http';

// Its own chunk, loaded when first asked: most sessions never need it, and the first screen's scripts have a budget.
const ReauthForm = lazyNamed(() => import('./ReauthForm'), 'ReauthForm');

interface Ask {
  request: ReauthInfo;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Mounted once in the layout: a sensitive change the server refused with 403 reauth_required
 * (ASVS 7.5.1) waits here for the person's password or code, then the request helper sends it
 * again (calls refused together share this one prompt there); cancelling leaves it unmade
 * (ReauthCancelled, which callers do not report). The form's chunk is loaded before the prompt
 * opens, so it never opens empty; if it cannot load (offline), the waiting call fails instead of hanging.
 */
export const ReauthDialog = () => {
  const [ask, setAsk] = useState<Ask | null>(null);
  useEffect(
    () =>
      setReauthHandler(
        (request) =>
          new Promise<void>((resolve, reject) => {
            ReauthForm.preload().then(() => setAsk({ request, resolve, reject }), reject);
          }),
      ),
    [],
  );
  if (!ask) return null;
  const settle = (confirmed: boolean) => {
    setAsk(null);
    if (confirmed) ask.resolve();
    else ask.reject(new ReauthCancelled());
  };
  return <ReauthForm request={ask.request} onConfirmed={() => settle(true)} onCancel={() => settle(false)} />;
};
