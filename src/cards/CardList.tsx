import { DataTable } from 'react-admin';
import { DateTimeField, RecordLinkField, ResourceList, StatusField } from '../common';
import { cardFilters } from './CardFilters';
import { CardLoanField } from './CardLoanField';

const Column = DataTable.Col;

/** Fuel cards or toll tags (DOMAIN §5 Cards): search, status filter, the loan holding each, bulk enable/disable/delete, export. */
export const CardList = () => (
  <ResourceList
    filters={cardFilters}
    sort={{ field: 'numero', order: 'ASC' }}
    hiddenColumns={['updated_at']}
    card={{ primary: '%{numero}', secondary: (record) => <CardLoanField record={record} />, tertiary: <StatusField source="status" /> }}
  >
    <Column source="numero" field={RecordLinkField} />
    <Column source="proveedor" />
    <Column source="status" field={StatusField} />
    <Column source="prestamo" field={CardLoanField} disableSort />
    <Column source="created_at" field={DateTimeField} />
    <Column source="updated_at" field={DateTimeField} />
  </ResourceList>
);
