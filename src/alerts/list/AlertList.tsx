import { DataTable } from 'react-admin';
import { DayBounds, dayBounds } from '../../common/dayRange';
import { DateTimeField, ResourceList } from '../../common';
import { AlertLinkField, AlertPlantField, AlertStatusField, AlertTitle, IssuerField, PlantAndRaised } from '../AlertFields';
import { alertFilters } from './AlertFilters';

const Column = DataTable.Col;

/** The days picked, as the instants they span. */
const raisedBounds = dayBounds('created_at');

/**
 * /alertas (alias /alerts): the panic alerts, newest first, filtered by state, days, plant and
 * issuer, exported as filtered. Phones raise them: no create and no bulk buttons. A row opens the alert.
 */
export const AlertList = () => (
  <DayBounds widen={raisedBounds}>
    <ResourceList
      filters={alertFilters}
      sort={{ field: 'created_at', order: 'DESC' }}
      hasCreate={false}
      bulkActionButtons={false}
      hiddenColumns={['attended_at']}
      tableSx={{ '& th, & td': { px: 1 } }}
      card={{ primary: <AlertTitle />, secondary: <PlantAndRaised />, tertiary: <AlertStatusField /> }}
    >
      <Column source="id" field={AlertLinkField} />
      <Column source="created_at" field={DateTimeField} />
      <Column source="issued_by_name" field={IssuerField} disableSort />
      <Column source="planta" field={AlertPlantField} />
      <Column source="location" disableSort />
      <Column source="status" field={AlertStatusField} />
      <Column source="attended_by_name" disableSort />
      <Column source="attended_at" field={DateTimeField} disableSort />
    </ResourceList>
  </DayBounds>
);
