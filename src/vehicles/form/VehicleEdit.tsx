import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { Edit, type RaRecord } from 'react-admin';
import { VEHICLE_DOCUMENTS, VEHICLE_PHOTOS, type VehiclePhoto } from '../../../domain/vehicles';
import { photoAsFile, type LoadedPhoto } from '../preload/loadVehicle';
import { useLoadedVehicle } from '../preload/useLoadedVehicle';
import { usePhotoUrls } from '../../common/usePhotoUrls';
import { useSaveVehicle } from './useSaveVehicle';
import { VehicleForm } from './VehicleForm';
import { editValues, type FileValue } from './vehicleFormValues';
import { VehicleMissing } from '../VehicleMissing';

/**
 * The preloaded photos as the form's file values: the files made once per preload (a save
 * compares them to tell what changed), their previews the shared object URLs (usePhotoUrls).
 */
const usePhotoValues = (photos: readonly LoadedPhoto[]) => {
  const files = useMemo(() => Object.fromEntries(photos.map((photo) => [photo.field, photoAsFile(photo)])) as Partial<Record<VehiclePhoto, File>>, [photos]);
  const urls = usePhotoUrls(photos);
  const values = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(files).map(([field, rawFile]) => [field, { rawFile, src: urls.find((photo) => photo.field === field)?.url, title: rawFile.name }]),
      ) as Partial<Record<VehiclePhoto, FileValue>>,
    [files, urls],
  );
  return { files, values };
};

/** The form once the vehicle is known: only changed files are sent again, the record by PATCH. */
const VehicleEditForm = ({ record, photos }: { record: RaRecord; photos: readonly LoadedPhoto[] }) => {
  const { files, values: photoValues } = usePhotoValues(photos);
  const loaded = useMemo(() => ({ photos: files }), [files]);
  const formRecord = useMemo(() => editValues(record, photoValues), [record, photoValues]);
  // A stored photo that did not download stays on the server unless replaced.
  const keptPhotos = VEHICLE_PHOTOS.filter((field) => record[field] && !photoValues[field]);
  const storedDocuments = Object.fromEntries(
    VEHICLE_DOCUMENTS.map((doc) => [doc, { date: (record[`${doc}_vencimiento`] as string | null) ?? null, file: Boolean(record[doc]) }]),
  );
  const { transform, mutationOptions, uploading } = useSaveVehicle('updated', loaded);
  return (
    <Edit
      resource="vehiculos"
      id={record.id}
      mutationMode="pessimistic"
      redirect={false}
      transform={transform}
      mutationOptions={mutationOptions}
    >
      <VehicleForm uploading={uploading} record={formRecord} keptPhotos={keptPhotos} storedDocuments={storedDocuments} />
    </Edit>
  );
};

/**
 * /vehiculos/editar/:matricula (SPEC §2): the vehicle and its photos are preloaded by plate
 * while the top bar runs, the photos turned into files in the form, so saving without touching
 * them keeps them. DOMAIN §1: only admins write vehicles; the others get the access-denied page
 * at this address, as on /vehiculos/agregar (src/shell/guardScreens.tsx).
 * A plate no vehicle has, or a failed preload, says so with a way back to the list.
 */
export const VehicleEdit = () => {
  const { matricula = '' } = useParams();
  const { data, refetch } = useLoadedVehicle(matricula);
  if (!data) return null;
  if (!data.record) return <VehicleMissing plate={matricula} failed={data.failed} onRetry={() => void refetch()} />;
  return <VehicleEditForm record={data.record} photos={data.photos} />;
};
