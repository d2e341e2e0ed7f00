import type { Identifier } from 'react-admin';

/** The trips list (SPEC §2 /viajes, alias /trips). */
export const TRIP_LIST_PATH = '/viajes';

/** A trip's record page: react-admin's show route of `viajes` (SPEC §2 names none). */
export const tripPath = (id: Identifier) => `${TRIP_LIST_PATH}/${encodeURIComponent(String(id))}/show`;

/** The trips list opened on filters (react-admin reads them from the address's `filter`). */
export const tripsFilteredPath = (filter: Record<string, unknown>) => `${TRIP_LIST_PATH}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
