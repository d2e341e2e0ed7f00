/**
 * Saved list views (vistas/): the limits both sides check. `resource` is a client list path
 * ('/vehiculos'); `params` what the list applies (filter, sort, order, perPage, columns).
 */
export const SAVED_VIEW_TEXT = { name: 80, resource: 100 } as const;

/** The largest `params` accepted, as UTF-8 JSON. */
export const SAVED_VIEW_PARAMS_MAX_BYTES = 10 * 1024;
