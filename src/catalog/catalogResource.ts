import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/**
 * What <Resource> receives for a catalogue that audits rate (DOMAIN §5 piezas, accesorios):
 * both have the same fields (name, description, status), so they share these screens, each a
 * lazy chunk. All roles read, admins write (DOMAIN §1).
 */
export const catalogResource = (icon: SvgIconComponent): Omit<ResourceProps, 'name'> => ({
  list: lazyNamed(() => import('./CatalogList'), 'CatalogList'),
  show: lazyNamed(() => import('./CatalogShow'), 'CatalogShow'),
  edit: lazyNamed(() => import('./CatalogEdit'), 'CatalogEdit'),
  create: lazyNamed(() => import('./CatalogCreate'), 'CatalogCreate'),
  icon,
  recordRepresentation: 'name',
});
