import type { QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { normalizePlate, VEHICLE_PHOTOS, type VehiclePhoto } from '../../../domain/vehicles';
import { fileVersion } from '../../common/files';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { vehiclePhotoFiles } from '../vehicleFiles';

export interface LoadedPhoto {
  field: VehiclePhoto;
  blob: Blob;
}

export interface LoadedVehicle {
  /** Null when no vehicle has this plate, or when the preload failed (SPEC §2: swallowed). */
  record: RaRecord | null;
  /** Only the photos that answered 200, in VEHICLE_PHOTOS order. */
  photos: LoadedPhoto[];
  /** The record could not be read (network, server): the page opens and says so. */
  failed: boolean;
}

/**
 * A stored photo's blob, kept under useRecordFile's key (the list's thumbnail shares it) until
 * the record's updated_at changes: a reload of the preload (window focus, an action) gets the
 * same blobs back, so the gallery and the edit form keep theirs instead of downloading them again.
 */
const photoBlob = (queryClient: QueryClient, dataProvider: FleetDataProvider, record: RaRecord, field: VehiclePhoto) => {
  const file = vehiclePhotoFiles[field];
  return queryClient.fetchQuery({
    queryKey: [file.resource, 'file', String(record.id), file.read, fileVersion(file, record)],
    queryFn: () => dataProvider.getFile(file.resource, record.id, file.read),
    staleTime: Infinity,
  });
};

/**
 * SPEC §2 preload of the vehicle record and edit pages: the vehicle found by its plate
 * (DOMAIN §5: POST vehiculos/q/ {matricula}), then each stored photo as a blob; a photo that
 * fails is left out, and a failure of the whole preload is swallowed so the page still opens.
 */
export async function loadVehicle(queryClient: QueryClient, dataProvider: FleetDataProvider, plate: string): Promise<LoadedVehicle> {
  let record: RaRecord | null;
  try {
    const { data } = await dataProvider.getList('vehiculos', {
      filter: { matricula: normalizePlate(plate) },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    });
    record = data[0] ?? null;
  } catch {
    return { record: null, photos: [], failed: true };
  }
  if (!record) return { record: null, photos: [], failed: false };
  const stored = VEHICLE_PHOTOS.filter((field) => record[field]);
  const answers = await Promise.allSettled(stored.map((field) => photoBlob(queryClient, dataProvider, record, field)));
  const photos = answers.flatMap((answer, index) => (answer.status === 'fulfilled' ? [{ field: stored[index], blob: answer.value.blob }] : []));
  return { record, photos, failed: false };
}

/** A preloaded photo as a file for the edit form (SPEC §2: "turned into files"). */
export const photoAsFile = ({ field, blob }: LoadedPhoto) => new File([blob], `${field}.${blob.type.split('/')[1] ?? 'jpg'}`, { type: blob.type });
