import { useMemo } from 'react';
import { DataTable, useResourceContext } from 'react-admin';
import { DateTimeField, RecordLinkField, ResourceList, StatusField } from '../common';
import { CardExpiry } from './CardExpiry';
import { cardFilters } from './CardFilters';
import { CardLoanField } from './CardLoanField';

const Column = DataTable.Col;

/** A date-only cell (the card's expiry). */
const ExpiryField = () => <DateTimeField source="vencimiento" dateOnly emptyText="—" />;

/** Fuel cards or toll tags (DOMAIN §5 Cards): search, status and expiry filters, the loan holding each, bulk enable/disable/delete, export. */
export const CardList = () => {
  const resource = useResourceContext() ?? 'tarjeta_gasolina';
  const filters = useMemo(() => cardFilters(resource), [resource]);
  return (
    <ResourceList
      filters={filters}
      sort={{ field: 'numero', order: 'ASC' }}
      hiddenColumns={['updated_at']}
      card={{ primary: '%{numero}', secondary: (record) => <CardExpiry record={record} />, tertiary: <StatusField source="status" /> }}
    >
      <Column source="numero" field={RecordLinkField} />
      <Column source="proveedor" />
      <Column source="status" field={StatusField} />
      <Column source="vencimiento" field={ExpiryField} />
      <Column source="prestamo" field={CardLoanField} disableSort />
      <Column source="created_at" field={DateTimeField} />
      <Column source="updated_at" field={DateTimeField} />
    </ResourceList>
  );
};
