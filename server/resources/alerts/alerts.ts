import { alertas, plantas, usuarios, viajes } from '../../db/schema';
import { defineResource } from '../../kit/define';
import { alertPeopleShape, loadAlertPeople } from './alertPeople';
import { ALERT_READ_ONLY, alertInput } from './alertSchema';
import { alertTransitions } from './alertTransitions';
import { raiseAction } from './raiseAlert';

/**
 * `alertas/`: panic alerts (SPEC §3 Alert, DOMAIN §1, §5 Alerts, §6, §7). A phone raises one
 * (POST alertas/, raiseAlert); the desk lists, exports and attends them. Nobody creates, edits or
 * deletes one in the back office, so none of the generic writes is served.
 */
export const alerts = defineResource({
  base: 'alertas',
  table: alertas,
  // The raise's fields (POST alertas/ parses them itself): no generic create or edit reads them.
  input: alertInput,
  genericWrites: false,
  readOnly: ALERT_READ_ONLY,
  related: { shape: alertPeopleShape, load: loadAlertPeople },
  references: {
    issued_by: { resource: 'usuarios', table: usuarios, label: ['name', 'last_name'] },
    planta: { resource: 'plantas', table: plantas, label: 'name' },
    viaje: { resource: 'viajes', table: viajes, label: 'id' },
    attended_by: { resource: 'usuarios', table: usuarios, label: ['name', 'last_name'] },
  },
  // With the references' own (issued_by, planta, viaje, attended_by): the desk's filters.
  filters: { id: 'integer', status: 'integer', created_at: 'date' },
  // The issuer's name as it was when raised (stored on the alert), and the place in words.
  search: ['issued_by_name', 'location'],
  ordering: ['id', 'created_at', 'status', 'planta'],
  defaultOrdering: '-created_at',
  exportColumns: [
    { field: 'id' },
    { field: 'created_at' },
    { field: 'status', choices: 'choices.alert_status' },
    { field: 'issued_by_name' },
    { field: 'planta' },
    { field: 'location' },
    { field: 'latitude' },
    { field: 'longitude' },
    { field: 'viaje' },
    { field: 'attended_by' },
    { field: 'attended_at' },
    { field: 'comentario' },
  ],
  transitions: alertTransitions(),
  actions: [raiseAction],
  // The record page shows when it was raised and attended, by whom, with the comment.
  embedHistory: 20,
});
