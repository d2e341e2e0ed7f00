import { DataTable } from 'react-admin';
import { ResourceList } from '../common';
import { DateTimeField } from '../common/DateTimeField';
import { expiryFilters } from './ExpiryFilters';
import { DateAndDaysLeft, DaysLeftField, ExpiryPlantField, ExpiryStatusField, ExpiryTitle, HolderLinkField, KindField, OwnerField } from './ExpiryFields';
import type { ExpiryRow } from './expiryRows';
import { RenewPathContext, useRenewPathOf } from './useRenewPath';

const Column = DataTable.Col;

/** The expiry day in the SPEC §9 date format. */
const ExpiryDateField = () => <DateTimeField source="vencimiento" dateOnly />;

/**
 * /vencimientos (alias /expiries): every vehicle document, driver licence and card that expires
 * within 30 days or has expired, soonest first, filtered by plant, kind, state and days, and
 * exported as filtered. Read only for every group: nothing to create or select. A row opens
 * where it is renewed (the vehicle's or person's page, the card's form).
 */
export const ExpiryList = () => {
  const renewPathOf = useRenewPathOf();
  return (
    <RenewPathContext.Provider value={renewPathOf}>
      <ResourceList
        references={['plantas']}
        filters={expiryFilters}
        sort={{ field: 'vencimiento', order: 'ASC' }}
        hasCreate={false}
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) => renewPathOf(record as ExpiryRow)}
        tableSx={{ '& th, & td': { px: 1 } }}
        card={{ primary: <ExpiryTitle />, secondary: <DateAndDaysLeft />, tertiary: <ExpiryStatusField /> }}
      >
        <Column source="name" field={HolderLinkField} />
        <Column source="kind" field={KindField} />
        <Column source="owner_name" field={OwnerField} />
        <Column source="planta" field={ExpiryPlantField} />
        <Column source="vencimiento" field={ExpiryDateField} />
        <Column source="days_left" field={DaysLeftField} />
        <Column source="status" field={ExpiryStatusField} />
      </ResourceList>
    </RenewPathContext.Provider>
  );
};
