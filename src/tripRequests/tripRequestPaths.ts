import type { Identifier } from 'react-admin';

/** SPEC §2 /viajes/solicitudes (alias /trips/applications): the trip requests, under the trips. */
export const TRIP_REQUEST_LIST_PATH = '/viajes/solicitudes';

/** A trip request's record page, under its list. */
export const tripRequestPath = (id: Identifier) => `${TRIP_REQUEST_LIST_PATH}/${encodeURIComponent(String(id))}`;
