import type { Session } from './session';

type Times = Pick<Session, 'accessExpiresAt' | 'refreshExpiresAt'>;

/** Whether a session's access token is still good at `now` (and so its refresh token; SPEC §9's shorter validity). */
export const accessGood = (session: Times, now = Date.now()) => now < session.accessExpiresAt && now < session.refreshExpiresAt;

/** Whether a session's refresh token is still good at `now`: an expired access token can be refreshed. */
export const refreshGood = (session: Times, now = Date.now()) => now < session.refreshExpiresAt;
