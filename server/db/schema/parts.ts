import { catalogTable } from './catalog';

/** DOMAIN §5 piezas: the vehicle parts an audit rates good, regular or bad. */
export const piezas = catalogTable('piezas');
