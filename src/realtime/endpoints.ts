import { requestJson } from '../providers/http';

/** /api/ws/ on the page's own origin: wss on https pages, ws otherwise (DOMAIN §6). */
export const socketUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws/`;

/** A fresh websockets_token for the socket's first frame (never put in the URL). */
export const fetchTicket = async (): Promise<string> => {
  const answer = await requestJson<{ websockets_token: string }>('auth/ws-ticket/', { method: 'POST' });
  return answer.websockets_token;
};
