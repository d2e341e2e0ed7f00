import { useMemo } from 'react';
import { Alert } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { retryUnlessRefused } from '../../common/retryUnlessRefused';
import { SectionCard } from '../../common/sections';
import { LazyMapView, type MapMarker } from '../../maps';
import { useTripPaths } from '../../trips/show/useTripPaths';

const W = 'resources.alertas.show.map';

/**
 * Where the alert was raised, as a marker, with the issuer's plant; when raised on a trip, the
 * trip's route and recorded track too (the trip's page's lines) and the trip's plant.
 */
export const AlertMapCard = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const tripId = (record?.viaje ?? null) as Identifier | null;
  const trip = useGetOne('viajes', { id: tripId as Identifier }, { enabled: tripId !== null, retry: retryUnlessRefused });
  const { paths, error } = useTripPaths(tripId, trip.data?.ruta);
  const markers = useMemo<MapMarker[]>(
    () =>
      record && typeof record.latitude === 'number' && typeof record.longitude === 'number'
        ? [{ id: record.id, lat: record.latitude, lng: record.longitude, kind: 'point', label: translate(`${W}.position`, { place: record.location || translate(`${W}.no_place`) }) }]
        : [],
    [record, translate],
  );
  if (!record) return null;
  const plants = [record.planta, trip.data?.planta].filter((id) => id !== null && id !== undefined);
  const failed = trip.error ?? error;
  return (
    <SectionCard title={`${W}.title`}>
      <LazyMapView height={360} label={translate(`${W}.label`, { id: record.id })} paths={paths} markers={markers} plants={plants} legend={paths.length > 0} />
      {failed ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(`${W}.error`, { error: errorMessage(failed) })}
        </Alert>
      ) : null}
    </SectionCard>
  );
};
