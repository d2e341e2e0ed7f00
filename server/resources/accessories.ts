import { accesorios } from '../db/schema';
import { activeCatalog } from './catalog';

/** `accesorios/`: what a vehicle must carry, checked yes or no by an audit (DOMAIN §5). */
export const accessories = activeCatalog('accesorios', accesorios);
