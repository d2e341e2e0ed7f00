import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { loadVehicle, type LoadedVehicle } from './loadVehicle';

/**
 * The preloaded vehicle of a plate route (/vehiculos/:vehiculo, /vehiculos/editar/:matricula).
 * While pending, react-admin's loading state runs the top progress bar; the query never fails
 * (loadVehicle swallows failures), so the bar finishes and the page opens either way.
 */
export const useLoadedVehicle = (plate: string | undefined) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const queryClient = useQueryClient();
  return useQuery<LoadedVehicle>({
    queryKey: ['vehiculos', 'byPlate', plate],
    queryFn: () => loadVehicle(queryClient, dataProvider, plate as string),
    enabled: Boolean(plate),
    retry: false,
    gcTime: 0,
  });
};
