import { DataTable, FunctionField, ReferenceField, SelectField, TextField, type RaRecord } from 'react-admin';
import { ChoiceChipField, DateTimeField, RecordLinkField, ResourceList } from '../../common';
import { PlantReferenceField } from '../../plants/PlantReferenceField';
import { userPath } from '../../users/userPaths';
import { fullName } from '../../users/userName';
import { gasolineTypeChoices, moduloChoices, transmissionChoices, vehicleStatusChoices } from '../vehicleChoices';
import { VEHICLE_CREATE_PATH, vehiclePath } from '../vehiclePaths';
import { DocumentStateField } from './DocumentStateField';
import { VehicleBulkActions } from './VehicleBulkActions';
import { vehicleFilters } from './VehicleFilters';
import { VehicleTabs } from './VehicleTabs';
import { VehicleThumbnail } from './VehicleThumbnail';

const Column = DataTable.Col;

const brandAndModel = (record: RaRecord) => [record.brand, record.model].filter(Boolean).join(' ');

/**
 * /vehiculos, the fleet clerk's list: views for pending requests and lendable fleet vehicles,
 * search and filters, a row per vehicle opening /vehiculos/<plate> (SPEC §2), bulk release,
 * Active/Inactive and delete, export. Admins write; HR and C4 read (DOMAIN §1). Colour, fuel,
 * transmission, serial and dates start hidden (Columns button).
 */
export const VehicleList = () => (
  <ResourceList
    // Plant names drawn with the rows; owners are users, too many to ask for whole.
    references={['plantas']}
    filters={vehicleFilters}
    sort={{ field: 'matricula', order: 'ASC' }}
    rowClick={(_id, _resource, record) => vehiclePath(String(record.matricula))}
    createTo={VEHICLE_CREATE_PATH}
    bulkActionButtons={<VehicleBulkActions />}
    header={<VehicleTabs />}
    hiddenColumns={['color', 'gasoline_type', 'transmission', 'numero_de_serie', 'registration_date', 'created_at']}
    tableSx={{ '& th, & td': { px: 1 } }}
    card={{
      primary: '%{matricula}',
      secondary: (record) => [brandAndModel(record), record.year].filter(Boolean).join(' '),
      tertiary: <ChoiceChipField source="status" choices={vehicleStatusChoices} />,
      avatar: (record) => <VehicleThumbnail record={record} />,
    }}
  >
    <Column source="imagen1" label="resources.vehiculos.list.photo" disableSort>
      <VehicleThumbnail />
    </Column>
    <Column source="matricula" field={RecordLinkField} />
    <Column source="brand" label="resources.vehiculos.list.brand_model">
      <FunctionField render={brandAndModel} />
    </Column>
    <Column source="year" field={TextField} />
    <Column source="modulo">
      <SelectField source="modulo" choices={moduloChoices} />
    </Column>
    <Column source="planta" field={PlantReferenceField} />
    <Column source="owner">
      {/* Fleet vehicles have no owner: the cell stays empty. */}
      <ReferenceField source="owner" reference="usuarios" link={(user) => userPath(user.id)} emptyText="">
        <FunctionField render={fullName} />
      </ReferenceField>
    </Column>
    <Column source="status">
      <ChoiceChipField source="status" choices={vehicleStatusChoices} />
    </Column>
    <Column source="documentos_status" field={DocumentStateField} />
    <Column source="color" />
    <Column source="gasoline_type">
      <SelectField source="gasoline_type" choices={gasolineTypeChoices} />
    </Column>
    <Column source="transmission">
      <SelectField source="transmission" choices={transmissionChoices} />
    </Column>
    <Column source="numero_de_serie" />
    <Column source="registration_date">
      <DateTimeField source="registration_date" dateOnly />
    </Column>
    <Column source="created_at" field={DateTimeField} />
  </ResourceList>
);
