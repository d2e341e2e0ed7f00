import { Alert, CircularProgress, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { InputHelperText, useDataProvider, useInput, useLocaleState, useTranslate, type Identifier, type Validator } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { errorMessage } from '../../common/errorMessage';
import { retryUnlessRefused } from '../../common/retryUnlessRefused';
import type { FleetDataProvider } from '../../providers/dataProvider';

const W = 'resources.solicitudes_viaje.accept';

/** GET solicitudes_viaje/{id}/candidatos/ (SPEC §7): a trip the request may be put on, nearest first. */
export interface CandidateTrip {
  viaje: number;
  ruta: number;
  ruta_name: string;
  fecha_salida: string;
  conductor: string;
  free_seats: number;
  distance_km: number;
}

const CANDIDATES = 'candidatos';

/** The candidate trips of a request, keyed under the resource so that a decision's refresh asks again. */
export const useCandidates = (request: Identifier) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  return useQuery({
    queryKey: ['solicitudes_viaje', CANDIDATES, String(request)],
    queryFn: async () => (await dataProvider.recordAction<CandidateTrip[]>('solicitudes_viaje', request, CANDIDATES)).data,
    retry: retryUnlessRefused,
  });
};

const chooseTrip: Validator = (value) => (value === undefined || value === null || value === '' ? `${W}.choose` : undefined);

/**
 * The accept dialog's choice (form field `viaje`, the body's): the request's candidate trips,
 * nearest first, each with its route, departure, driver, distance from the pickup point and free
 * seats. The server checks the choice again under lock; its field error shows under the list.
 */
export const CandidateTripInput = ({ request }: { request: Identifier }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const labelId = useId();
  const candidates = useCandidates(request);
  // The form's first field at fault is focused through `data-field` (common/form/fieldTargets.ts).
  const { field, fieldState } = useInput({ source: 'viaje', validate: chooseTrip, isRequired: true });
  if (candidates.error) return <Alert severity="error">{translate(`${W}.candidates_error`, { error: errorMessage(candidates.error) })}</Alert>;
  if (candidates.isPending || !candidates.data) return <CircularProgress size={24} aria-label={translate(`${W}.candidates_loading`)} />;
  const trips = candidates.data;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <FormControl error={!!error} fullWidth sx={{ mt: 1 }} data-field="viaje">
      <FormLabel id={labelId}>{translate(`${W}.candidates`)}</FormLabel>
      {trips.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`${W}.no_candidates`)}
        </Typography>
      ) : (
        <RadioGroup aria-labelledby={labelId} name={field.name} value={field.value == null ? '' : String(field.value)} onChange={(event) => field.onChange(Number(event.target.value))}>
          {trips.map((trip) => (
            <FormControlLabel
              key={trip.viaje}
              value={String(trip.viaje)}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <>
                  <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
                    {translate(`${W}.candidate`, { id: trip.viaje, route: trip.ruta_name, departure: formatDate(trip.fecha_salida, locale, true) })}
                  </Typography>
                  <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
                    {translate(`${W}.candidate_details`, {
                      driver: trip.conductor,
                      distance: formatNumber(trip.distance_km, locale),
                      smart_count: trip.free_seats,
                    })}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      )}
      {error && (
        <FormHelperText>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </FormControl>
  );
};
