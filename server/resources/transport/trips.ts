import { plantas, rutas, usuarios, vehiculos, viajes } from '../../db/schema';
import { defineResource } from '../../kit/define';
import { loadOccupantCounts, occupantCountsShape } from './tripOccupants';
import { TRIP_READ_ONLY, tripInput } from './tripInput';
import { deriveTrip, prepareTrip, validateTrip } from './tripRules';
import { tripRewardActions } from './rewards';
import { tripTrackAction } from './tripTracks';
import { tripTransitions } from './tripTransitions';

/**
 * `viajes/`: staff-transport trips from the driver's side (DOMAIN §5 Trips, SPEC §7). Answers
 * carry `occupants` and `boarded` (their counts); GET {id}/coordenadas/ the recorded track;
 * POST {id}/cancelar/ cancels a Scheduled trip.
 */
export const trips = defineResource({
  base: 'viajes',
  table: viajes,
  input: tripInput,
  readOnly: TRIP_READ_ONLY,
  prepare: prepareTrip,
  validate: validateTrip,
  derive: deriveTrip,
  references: {
    ruta: { resource: 'rutas', table: rutas, label: 'name' },
    // The full name the screens show: sorted by first name, then last name.
    conductor: { resource: 'usuarios', table: usuarios, label: ['name', 'last_name'] },
    planta: { resource: 'plantas', table: plantas, label: 'name' },
    vehiculo: { resource: 'vehiculos', table: vehiculos, label: 'matricula' },
  },
  related: { shape: occupantCountsShape, load: loadOccupantCounts },
  filters: { id: 'integer', status: 'integer', tipo: 'integer', fecha_salida: 'date' },
  search: [],
  ordering: ['id', 'fecha_salida', 'ruta', 'planta', 'conductor', 'vehiculo', 'tipo', 'status', 'created_at', 'updated_at'],
  defaultOrdering: '-fecha_salida',
  exportColumns: [
    { field: 'id' },
    { field: 'ruta' },
    { field: 'planta' },
    { field: 'conductor' },
    { field: 'vehiculo' },
    { field: 'tipo', choices: 'choices.trip_type' },
    { field: 'status', choices: 'choices.trip_status' },
    { field: 'fecha_salida' },
    { field: 'fecha_llegada' },
    { field: 'kilometraje_salida' },
    { field: 'kilometraje_llegada' },
    { field: 'gasolina_salida' },
    { field: 'gasolina_llegada' },
    { field: 'distance' },
    { field: 'reward' },
    { field: 'credited_at' },
  ],
  transitions: tripTransitions(),
  // The track, and the monthly reward and completion calls (DOMAIN §4, rewards.ts).
  actions: [tripTrackAction, ...tripRewardActions],
  // DOMAIN §5: the trip's page can show its calls as a timeline.
  embedHistory: 50,
});
