import type { ReactElement, ReactNode } from 'react';
import { CanAccess, ColumnsButton, DataTable, FilterButton, List, TopToolbar, useListContext, useTranslate, type FilterPayload, type SortPayload } from 'react-admin';
import { PAGING } from '../../../domain/paging';
import { ChoiceChipField, DateTimeField, ExportListButton, useIsPhone } from '../../common';
import { ListError } from '../../common/ListError';
import { BulkToolbar } from '../../common/crud/BulkToolbar';
import { ResourceCards } from '../../common/crud/ResourceCards';
import { RecordBody } from '../../common/crud/RecordRow';
import { PlantReferenceField } from '../../departments/PlantReferenceField';
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

/** Without rows, the view's empty state (also when filters hide every row); else the table, or cards on a phone. */
const LoanRows = ({ defaults, emptyMessage, withStatus, extraColumn, bulkActionButtons }: Pick<LoanListFrameProps, 'defaults' | 'emptyMessage' | 'withStatus' | 'extraColumn' | 'bulkActionButtons'>) => {
  const { isPending, total } = useListContext();
  const isPhone = useIsPhone();
  if (!isPending && total === 0) return <LoanEmpty message={emptyMessage} defaults={defaults} />;
  if (isPhone) {
    return (
      <ResourceCards
        rowClick={openLoan}
        card={{
          primary: <RequesterField link={false} />,
          secondary: <DestinationAndDeparture />,
          tertiary: withStatus ? <ChoiceChipField source="status" choices={loanStatusChoices} /> : undefined,
        }}
      />
    );
  }
  return (
    <DataTable
      rowClick={openLoan}
      body={RecordBody}
      bulkActionButtons={bulkActionButtons}
      bulkActionsToolbar={bulkActionButtons ? <BulkToolbar>{bulkActionButtons}</BulkToolbar> : false}
      hiddenColumns={['motivo', 'created_at']}
      sx={{ '& .RaDataTable-row:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 }, '& th, & td': { px: 1 } }}
    >
      <Column source="id" field={LoanLinkField} />
      <Column source="usuario" field={RequesterField} />
      <Column source="planta" field={PlantReferenceField} />
      <Column source="destino" />
      <Column source="motivo" />
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
    </DataTable>
  );
};

/** Filters, columns and export; no create (requests come from the phone app). */
const LoanListActions = () => {
  const isPhone = useIsPhone();
  return (
    <TopToolbar>
      <FilterButton />
      {!isPhone && <ColumnsButton />}
      <CanAccess action="export">
        <ExportListButton />
      </CanAccess>
    </TopToolbar>
  );
};

/** See ResourceList: the list takes the width it is given and a wide table scrolls in its own box. */
const fitWidth = { width: 0, minWidth: '100%', '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } };

/**
 * The loan lists' common frame (applications, trips, fleet requests), built like ResourceList
 * but with starting filters the reader may clear, view-specific empty states, no create button
 * and the caller's own bulk buttons. storeKey={false}: leaving the page resets it (SPEC §2).
 */
export const LoanListFrame = ({ resource, title, filters, defaults, sort, header, ...rows }: LoanListFrameProps) => {
  const translate = useTranslate();
  return (
    <LoanDayBounds>
      <List
        resource={resource}
        title={translate(title)}
        storeKey={false}
        filters={filters}
        filterDefaultValues={defaults}
        sort={sort}
        perPage={PAGING.defaultLimit}
        actions={<LoanListActions />}
        empty={<LoanEmpty message={rows.emptyMessage} defaults={defaults} />}
        error={<ListError />}
        sx={fitWidth}
      >
        {header}
        <LoanRows defaults={defaults} {...rows} />
      </List>
    </LoanDayBounds>
  );
};
