import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { Route } from 'react-router-dom';
import type { RaRecord, ResourceProps } from 'react-admin';
import { lazyNamed } from '../common/lazyNamed';
import { screenAccess } from '../shell/screenAccess';

const VehicleShow = lazyNamed(() => import('./show/VehicleShow'), 'VehicleShow');
const VehicleCreate = lazyNamed(() => import('./form/VehicleCreate'), 'VehicleCreate');
const VehicleEdit = lazyNamed(() => import('./form/VehicleEdit'), 'VehicleEdit');
const VehicleIdRedirect = lazyNamed(() => import('./show/VehicleIdRedirect'), 'VehicleIdRedirect');

/**
 * What <Resource name="vehiculos"> receives. SPEC §2 routes carry the plate: /vehiculos/agregar
 * (create), /vehiculos/:vehiculo (record), /vehiculos/editar/:matricula (edit). react-admin's
 * own links (/vehiculos/:id/show, /:id/edit, /create: a notification, a reference) are
 * redirected to them, the id resolved to its plate.
 */
const vehicles: Omit<ResourceProps, 'name'> = {
  list: lazyNamed(() => import('./list/VehicleList'), 'VehicleList'),
  hasCreate: true,
  hasShow: true,
  hasEdit: true,
  icon: DirectionsCarIcon,
  recordRepresentation: (record: RaRecord) => String(record.matricula ?? ''),
  children: [
    <Route key="create" path="agregar" element={<VehicleCreate />} handle={screenAccess('create')} />,
    <Route key="edit" path="editar/:matricula" element={<VehicleEdit />} handle={screenAccess('edit')} />,
    <Route key="record" path=":vehiculo" element={<VehicleShow />} handle={screenAccess('show')} />,
    <Route key="show" path=":id/show/*" element={<VehicleIdRedirect to="show" />} />,
    <Route key="edit-id" path=":id/edit/*" element={<VehicleIdRedirect to="edit" />} />,
  ],
};

export default vehicles;
