import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/**
 * What <Resource> receives for a card (DOMAIN §5 Cards: tarjeta_gasolina, tarjeta_tag): both
 * have the same fields (numero, proveedor, status, and the loan holding it), so they share these
 * screens, each a lazy chunk. All roles read, admins write (DOMAIN §1).
 */
export const cardResource = (icon: SvgIconComponent): Omit<ResourceProps, 'name'> => ({
  list: lazyNamed(() => import('./CardList'), 'CardList'),
  show: lazyNamed(() => import('./CardShow'), 'CardShow'),
  edit: lazyNamed(() => import('./CardEdit'), 'CardEdit'),
  create: lazyNamed(() => import('./CardCreate'), 'CardCreate'),
  icon,
  recordRepresentation: 'numero',
});
