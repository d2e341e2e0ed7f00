import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Box, FormControlLabel, FormHelperText, LinearProgress, Radio, TextField, Typography } from '@mui/material';
import { useGetList, useGetMany, useTranslate, type RaRecord } from 'react-admin';
import { LENDABLE_FILTER, expiredDocument } from '../../../../domain/vehicles';
import { PAGING } from '../../../../domain/paging';
import { useDebouncedCallback } from '../../../common/useDebouncedCallback';
import { PickerChoices, PickerError, usePickerChoice } from './PickerChoices';

const T = 'resources.prestamos.actions.vehicle';
/** Typing pauses this long before the list is asked again. */
export const VEHICLE_SEARCH_DELAY_MS = 300;

const vehicleLine = (vehicle: RaRecord, plant: string | undefined) =>
  [[vehicle.brand, vehicle.model, vehicle.year].filter(Boolean).join(' '), plant].filter(Boolean).join(' · ');


/**
 * The lendable vehicles (SPEC §7 restricted list: `POST vehiculos/q/ {status: 3, modulo: 1}`),
 * searched as the user types, as radio buttons (arrow keys move, the choice is the form's
 * `vehiculo`, so the server's field error on it shows here). A vehicle with an expired document
 * stays listed, disabled, saying which document, so nobody picks it to be refused.
 */
export const VehiclePickerInput = () => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedCallback(setSearch, VEHICLE_SEARCH_DELAY_MS);
  const { field, error } = usePickerChoice('vehiculo', `${T}.required`);
  const { data = [], total = 0, isPending, isFetching } = useGetList(
    'vehiculos',
    { filter: { ...LENDABLE_FILTER, q: search }, pagination: { page: 1, perPage: PAGING.fixedList }, sort: { field: 'matricula', order: 'ASC' } },
    // The previous answer stays on screen while a new search runs (no flash of "no vehicles").
    { placeholderData: keepPreviousData },
  );
  const plantIds = [...new Set(data.map((vehicle) => vehicle.planta).filter((id) => id !== null && id !== undefined))];
  const { data: plants = [] } = useGetMany('plantas', { ids: plantIds }, { enabled: plantIds.length > 0 });
  const plantName = (id: unknown) => plants.find((plant) => plant.id === id)?.name as string | undefined;

  return (
    <Box sx={{ mt: 1 }}>
      <TextField
        label={translate(`${T}.search`)}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          debounced(event.target.value.trim());
        }}
        // Enter in the search box searches; it must not confirm the dialog.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        type="search"
        fullWidth
        size="small"
        autoFocus
      />
      {isFetching ? <LinearProgress aria-label={translate(`${T}.loading`)} sx={{ mt: 1 }} /> : <Box sx={{ height: 4, mt: 1 }} />}
      {!isPending && data.length === 0 && (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {search ? translate(`${T}.no_match`, { search }) : translate(`${T}.empty`)}
        </Typography>
      )}
      {data.length > 0 && (
        <PickerChoices field={field} label={`${T}.choices`} sx={{ mt: 1 }}>
          {data.map((vehicle) => {
            const expired = expiredDocument(vehicle);
            return (
              <FormControlLabel
                key={vehicle.id}
                value={String(vehicle.id)}
                control={<Radio />}
                disabled={expired !== undefined}
                sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                      {vehicle.matricula}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {vehicleLine(vehicle, plantName(vehicle.planta))}
                    </Typography>
                    {expired && (
                      <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
                        {translate(`${T}.expired.${expired}`)}
                      </Typography>
                    )}
                  </Box>
                }
              />
            );
          })}
        </PickerChoices>
      )}
      {total > data.length && <FormHelperText>{translate(`${T}.more`, { shown: data.length, total })}</FormHelperText>}
      <PickerError error={error} />
    </Box>
  );
};
