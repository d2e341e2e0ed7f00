import { z } from 'zod';
import { DEPARTURE_TIME, ROUTE_TEXT } from '../../../domain/routes';
import { ACTIVE_STATUS_VALUES } from '../../../domain/status';
import { TRIP_TYPE_VALUES } from '../../../domain/trips';
import { plantas, rutas } from '../../db/schema';
import { defineResource } from '../../kit/define';
import { activeStatus, choiceOf, optionalText, recordId, requiredText } from '../../kit/fields';
import { preparePath, routePath, routePathActions } from './routePath';

/** ISO weekdays, Monday 1 to Sunday 7, each once, stored in order. */
const weekdays = z
  .array(z.number().int().min(1).max(7))
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'validation.invalid')
  .transform((days) => [...days].sort((a, b) => a - b))
  .default([]);

const routeInput = z.object({
  name: requiredText(ROUTE_TEXT.name),
  origin: optionalText(ROUTE_TEXT.origin),
  destination: optionalText(ROUTE_TEXT.destination),
  planta: recordId(),
  tipo: choiceOf(TRIP_TYPE_VALUES, 0),
  days: weekdays,
  departure_time: z.string().trim().min(1).refine((v) => DEPARTURE_TIME.test(v), 'transport.departure_time'),
  status: activeStatus(),
  // An edit may leave the path as it is; PUT {id}/coordenadas/ sets it alone.
  path: routePath.optional(),
});

/**
 * `rutas/`: staff-transport routes (DOMAIN §5 Routes, SPEC §7). The path comes with create and
 * edit, and alone through `coordenadas/`; length_km is always derived from it. A list row leaves
 * the path out (up to a thousand points), the record carries it.
 */
export const routes = defineResource({
  base: 'rutas',
  table: rutas,
  input: routeInput,
  createInput: routeInput.extend({ path: routePath }),
  readOnly: ['length_km'],
  recordOnly: ['path'],
  prepare: preparePath,
  references: {
    planta: { resource: 'plantas', table: plantas, label: 'name' },
  },
  filters: { id: 'integer', status: 'integer', tipo: 'integer' },
  search: ['name', 'origin', 'destination'],
  ordering: ['id', 'name', 'planta', 'tipo', 'length_km', 'status', 'departure_time', 'created_at', 'updated_at'],
  defaultOrdering: 'name',
  exportColumns: [
    { field: 'id' },
    { field: 'name' },
    { field: 'origin' },
    { field: 'destination' },
    { field: 'planta' },
    { field: 'tipo', choices: 'choices.trip_type' },
    { field: 'days' },
    { field: 'departure_time' },
    { field: 'length_km' },
    { field: 'status', choices: 'choices.active_status' },
    { field: 'created_at' },
  ],
  status: { field: 'status', values: ACTIVE_STATUS_VALUES },
  actions: routePathActions,
  // The route's page shows its history: created, edited (naming what changed), its path redrawn
  // (by an edit or PUT coordenadas/, the audit's action), enabled or disabled.
  editHistory: { own: { path: 'coordinates' } },
});
