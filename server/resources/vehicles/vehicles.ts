import { VEHICLE_BULK_STATUS_VALUES, VEHICLE_DOCUMENTS, VEHICLE_MODULO, VEHICLE_STATUS } from '../../../domain/vehicles';
import { plantas, usuarios, vehiculos } from '../../db/schema';
import { defineResource, type ExportColumn } from '../../kit/define';
import { recordId } from '../../kit/fields';
import { withOpenLoan } from '../loans/loanVehicles';
import { announceRequest, vehicleTransitions } from './vehicleActions';
import { vehicleDocumentActions } from './vehicleDocuments';
import { VEHICLE_FILES } from './vehicleFiles';
import { protectVehicles, validateVehicle } from './vehicleRules';
import { vehicleInput, vehicleOutput } from './vehicleSchema';

/** Each document's expiry and state, in the order screens list them. */
const documentColumns: ExportColumn[] = VEHICLE_DOCUMENTS.flatMap((doc) => [
  { field: `${doc}_vencimiento`, dateOnly: true },
  { field: `${doc}_status`, choices: 'choices.vehicle_document_status' },
]);

/** `vehiculos/`: fleet and transport vehicles (SPEC §3 Vehicle, §7 Vehicles; DOMAIN §5). */
export const vehicles = defineResource({
  base: 'vehiculos',
  table: vehiculos,
  input: vehicleInput,
  readOnly: ['status', 'motivo_de_rechazo', 'documentos_status', 'imagenes', 'prestamo'],
  output: vehicleOutput,
  // DOMAIN §5: the company's own car, entered by an admin, is Active at once; an employee's car
  // is a registration request (Pending) that the administrators are told about.
  prepare: (data, { mode }) =>
    mode === 'create' ? { ...data, status: data.modulo === VEHICLE_MODULO.fleet ? VEHICLE_STATUS.active : VEHICLE_STATUS.pending } : data,
  afterCreate: announceRequest,
  // The open loan holding an Occupied vehicle: liberar is for a vehicle no loan holds (domain/vehicles.ts).
  related: { shape: { prestamo: recordId().nullable().describe('The open loan holding the vehicle; null when none') }, load: withOpenLoan },
  validate: validateVehicle,
  protect: protectVehicles,
  references: {
    // The full name the screens show: sorted by first name, then last name.
    owner: { resource: 'usuarios', table: usuarios, label: ['name', 'last_name'] },
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
    { field: 'modulo', choices: 'choices.vehicle_modulo' },
    // The owner's full name (the reference's label), as the screens show it.
    { field: 'owner' },
    { field: 'planta' },
    { field: 'brand' },
    { field: 'model' },
    { field: 'year' },
    { field: 'color' },
    { field: 'gasoline_type', choices: 'choices.gasoline_type' },
    { field: 'transmission', choices: 'choices.transmission' },
    { field: 'registration_date', dateOnly: true },
    { field: 'status', choices: 'choices.vehicle_status' },
    { field: 'numero_de_serie' },
    ...documentColumns,
    { field: 'created_at' },
  ],
  status: { field: 'status', values: VEHICLE_BULK_STATUS_VALUES },
  files: VEHICLE_FILES,
  actions: vehicleDocumentActions(),
  transitions: vehicleTransitions(),
});
