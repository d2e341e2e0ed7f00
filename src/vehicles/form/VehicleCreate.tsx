import { Navigate } from 'react-router-dom';
import { Create } from 'react-admin';
import { useCanDo } from '../../providers/actions';
import { useSaveVehicle } from './useSaveVehicle';
import { VehicleForm } from './VehicleForm';

/** The form of an admin: a new vehicle, then its photos and documents (useSaveVehicle). */
const VehicleCreateForm = () => {
  const { transform, mutationOptions, uploading } = useSaveVehicle('created');
  return (
    <Create resource="vehiculos" redirect={false} transform={transform} mutationOptions={mutationOptions}>
      <VehicleForm uploading={uploading} />
    </Create>
  );
};

/**
 * /vehiculos/agregar. DOMAIN §1: only admins write vehicles; HR and C4 get react-admin's
 * access-denied page before any form shows (this is a child route, which react-admin does not guard).
 */
export const VehicleCreate = () => {
  const { canAccess, isPending } = useCanDo('vehiculos', 'create');
  if (isPending) return null;
  return canAccess ? <VehicleCreateForm /> : <Navigate to="/access-denied" replace />;
};
