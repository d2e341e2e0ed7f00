import { Create } from 'react-admin';
import { useSaveVehicle } from './useSaveVehicle';
import { VehicleForm } from './VehicleForm';

/**
 * /vehiculos/agregar, an admin's form (DOMAIN §1; the route draws the access-denied page for the
 * others, src/shell/guardScreens.tsx): a new vehicle, then its photos and documents (useSaveVehicle).
 */
export const VehicleCreate = () => {
  const { transform, mutationOptions, uploading } = useSaveVehicle('created');
  return (
    <Create resource="vehiculos" redirect={false} transform={transform} mutationOptions={mutationOptions}>
      <VehicleForm uploading={uploading} />
    </Create>
  );
};
