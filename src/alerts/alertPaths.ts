import type { Identifier } from 'react-admin';

/** The alerts list (SPEC §2 /alertas, alias /alerts). */
export const ALERT_LIST_PATH = '/alertas';

/** An alert's record page: react-admin's show route of `alertas`. */
export const alertPath = (id: Identifier) => `${ALERT_LIST_PATH}/${encodeURIComponent(String(id))}/show`;
