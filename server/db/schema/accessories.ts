import { catalogTable } from './catalog';

/** DOMAIN §5 accesorios: what a vehicle carries, rated yes or no by an audit. */
export const accesorios = catalogTable('accesorios');
