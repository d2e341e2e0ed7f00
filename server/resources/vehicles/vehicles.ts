import { VEHICLE_BULK_STATUS_VALUES } from '../../../domain/vehicles';
import { plantas, usuarios, vehiculos } from '../../db/schema';
import { defineResource } from '../../kit/define';
import { vehicleActions, vehicleTransitions } from './vehicleActions';
import { vehicleDocumentActions } from './vehicleDocuments';
import { VEHICLE_FILES } from './vehicleFiles';
import { vehicleInput, vehicleOutput } from './vehicleSchema';

/** `vehiculos/`: fleet and transport vehicles (SPEC §3 Vehicle, §7 Vehicles; DOMAIN §5). */
export const vehicles = defineResource({
  base: 'vehiculos',
  table: vehiculos,
  input: vehicleInput,
  readOnly: ['status', 'motivo_de_rechazo', 'numero_de_serie', 'documentos_status', 'imagenes'],
  output: vehicleOutput,
  references: {
    owner: { resource: 'usuarios', table: usuarios, label: 'name' },
    planta: { resource: 'plantas', table: plantas, label: 'name' },
  },
  filters: {
    id: 'integer',
    matricula: 'text',
    status: 'integer',
    modulo: 'integer',
    gasoline_type: 'integer',
    transmission: 'integer',
    year: 'integer',
    documentos_status: 'integer',
    registration_date: 'date',
    created_at: 'date',
  },
  search: ['matricula', 'brand', 'model', 'color', 'numero_de_serie'],
  ordering: [
    'id', 'matricula', 'modulo', 'owner', 'planta', 'brand', 'model', 'year', 'color', 'gasoline_type', 'transmission',
    'registration_date', 'status', 'documentos_status', 'created_at', 'updated_at',
  ],
  defaultOrdering: 'matricula',
  exportColumns: [
    { field: 'id' },
    { field: 'matricula' },
    { field: 'modulo' },
    { field: 'owner' },
    { field: 'planta' },
    { field: 'brand' },
    { field: 'model' },
    { field: 'year' },
    { field: 'status' },
    { field: 'created_at' },
  ],
  status: { field: 'status', values: VEHICLE_BULK_STATUS_VALUES },
  files: VEHICLE_FILES,
  actions: [...vehicleActions(), ...vehicleDocumentActions()],
  transitions: vehicleTransitions(),
});
