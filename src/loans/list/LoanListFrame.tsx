import type { ReactElement, ReactNode } from 'react';
import { DataTable, ResourceContextProvider, type FilterPayload, type SortPayload } from 'react-admin';
import { ChoiceChipField, DateTimeField } from '../../common';
import { ResourceList } from '../../common/crud/ResourceList';
import { PlantReferenceField } from '../../plants/PlantReferenceField';
import { loanStatusChoices } from '../loanChoices';
import { loanPath } from '../loanPaths';
import { LoanDayBounds } from './LoanDayBounds';
import { LoanEmpty } from './LoanEmpty';
import { DestinationAndDeparture, LoanLinkField, LoanVehicleField, RequesterField } from './LoanFields';

const Column = DataTable.Col;
const openLoan = (id: unknown) => loanPath(id);

export interface LoanListFrameProps {
  resource: 'prestamos' | 'solicitudes_fleet';
  /** i18n key of the page title. */
  title: string;
  filters: ReactElement[];
  /** The view's starting filters, which the reader may change or clear. */
  defaults: FilterPayload;
  sort: SortPayload;
  /** i18n key of the empty state while the defaults hold. */
  emptyMessage: string;
  withStatus: boolean;
  /** Above the rows (the views' tabs). */
  header?: ReactNode;
  /** A last column (the decisions). */
  extraColumn?: ReactNode;
  /** Bulk buttons, or false: no row boxes. */
  bulkActionButtons: ReactNode | false;
}

/**
 * The loan lists' common columns and card (applications, trips, fleet requests) on the kit's
 * ResourceList, with starting filters the reader may clear, the view's own empty state (also when
 * filters hide every row) and no create button (requests come from the phone app). The loan
 * screens sit on SPEC §2 routes outside <Resource>, hence the resource context.
 */
export const LoanListFrame = ({ resource, title, filters, defaults, sort, emptyMessage, withStatus, header, extraColumn, bulkActionButtons }: LoanListFrameProps) => (
  <LoanDayBounds>
    <ResourceContextProvider value={resource}>
      <ResourceList
        // Plant names drawn with the rows; borrowers and vehicles are too many to ask for whole.
        references={['plantas']}
        title={title}
        filters={filters}
        defaultFilters={defaults}
        sort={sort}
        hasCreate={false}
        empty={<LoanEmpty message={emptyMessage} defaults={defaults} />}
        header={header}
        rowClick={openLoan}
        hiddenColumns={['motivo', 'created_at']}
        tableSx={{ '& th, & td': { px: 1 } }}
        bulkActionButtons={bulkActionButtons}
        card={{
          primary: <RequesterField link={false} />,
          secondary: <DestinationAndDeparture />,
          tertiary: withStatus ? <ChoiceChipField source="status" choices={loanStatusChoices} /> : undefined,
        }}
      >
        <Column source="id" field={LoanLinkField} />
        <Column source="usuario" field={RequesterField} />
        <Column source="planta" field={PlantReferenceField} />
        {/* Free text the server does not order by (server/resources/loans/loans.ts). */}
        <Column source="destino" disableSort />
        <Column source="motivo" disableSort />
        <Column source="fecha_salida" field={DateTimeField} />
        <Column source="fecha_regreso" field={DateTimeField} />
        {withStatus && (
          <Column source="status">
            <ChoiceChipField source="status" choices={loanStatusChoices} />
          </Column>
        )}
        <Column source="vehiculo" field={LoanVehicleField} />
        <Column source="created_at" field={DateTimeField} />
        {extraColumn}
      </ResourceList>
    </ResourceContextProvider>
  </LoanDayBounds>
);
