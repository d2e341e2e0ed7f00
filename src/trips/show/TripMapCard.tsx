import { useMemo } from 'react';
import { Alert, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { SectionCard } from '../../common/sections';
import { LazyMapView, type MapMarker } from '../../maps';
import { useTripOccupants } from './tripReads';
import { useTripPaths } from './useTripPaths';

const W = 'resources.viajes.show.map';

const located = (occupant: RaRecord) => typeof occupant.pickup_latitude === 'number' && typeof occupant.pickup_longitude === 'number';

/** The occupants' pickup points as markers, named by the place (the map's tooltip and accessible name). */
const usePickupMarkers = (occupants: readonly RaRecord[] | undefined): MapMarker[] => {
  const translate = useTranslate();
  return useMemo(
    () =>
      (occupants ?? []).filter(located).map((occupant) => ({
        id: occupant.id,
        lat: occupant.pickup_latitude,
        lng: occupant.pickup_longitude,
        kind: 'pickup' as const,
        label: translate(`${W}.pickup`, { place: occupant.pickup_place || translate(`${W}.no_place`) }),
      })),
    [occupants, translate],
  );
};

/**
 * The trip on one map: its route's drawn path, the track its driver's phone recorded (dashed, over
 * the route), its plant and its occupants' pickup points; a legend names the two lines. Says when
 * there is no track yet (a trip not started) or when one of the two could not be read.
 */
export const TripMapCard = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { paths, track, error: failed } = useTripPaths(record?.id, record?.ruta);
  const occupants = useTripOccupants(record?.id);
  const markers = usePickupMarkers(occupants.data);
  if (!record) return null;
  return (
    <SectionCard title={`${W}.title`}>
      <LazyMapView height={360} label={translate(`${W}.label`, { id: record.id })} paths={paths} markers={markers} plants={[record.planta]} legend />
      {failed ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(`${W}.error`, { error: errorMessage(failed) })}
        </Alert>
      ) : (
        track.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {track.data.length ? translate(`${W}.track_points`, { smart_count: track.data.length }) : translate(`${W}.no_track`)}
          </Typography>
        )
      )}
    </SectionCard>
  );
};
