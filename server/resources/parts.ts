import { piezas } from '../db/schema';
import { activeCatalog } from './catalog';

/** `piezas/`: the vehicle parts an audit rates good, regular or bad (DOMAIN §5). */
export const parts = activeCatalog('piezas', piezas);
