import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';

/** What <Resource name="departamentos"> receives; every screen is its own lazy chunk. */
const departments: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./DepartmentList'), 'DepartmentList'),
  show: lazyNamed(() => import('./DepartmentShow'), 'DepartmentShow'),
  edit: lazyNamed(() => import('./DepartmentEdit'), 'DepartmentEdit'),
  create: lazyNamed(() => import('./DepartmentCreate'), 'DepartmentCreate'),
  icon: ApartmentIcon,
  recordRepresentation: 'name',
};

export default departments;
