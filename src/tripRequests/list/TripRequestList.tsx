import { DataTable, ResourceContextProvider } from 'react-admin';
import { DateTimeField, ResourceList } from '../../common';
import { PlantReferenceField } from '../../plants/PlantReferenceField';
import { TripTypeField } from '../../trips/TripFields';
import { MatchedTripField, PlacesLine, RequestDayField, RequesterField, TripRequestLinkField, TripRequestStatusField } from '../TripRequestFields';
import { tripRequestPath } from '../tripRequestPaths';
import { CancelRequestsButton } from './CancelRequestsButton';
import { tripRequestFilters } from './TripRequestFilters';
import { TripRequestsMap } from './TripRequestsMap';

const Column = DataTable.Col;

/** The people a page's rows name, asked with the page, so that a row does not grow as a name arrives. */
const PAGE_REFERENCES = { usuario: 'usuarios' };

/**
 * /viajes/solicitudes (alias /trips/applications): the staff's trip requests, latest day first,
 * searched by place and filtered by state, type, plant and days, with their pickup and dropoff points on
 * a map beside the table (the selected rows, else the page's). A row opens the request, where it
 * is accepted onto a trip, refused or cancelled; admins cancel several at once. Requests come from
 * the phone app: no create. Under the trips' route, so it provides its resource itself.
 */
export const TripRequestList = () => (
  <ResourceContextProvider value="solicitudes_viaje">
    <ResourceList
      pageReferences={PAGE_REFERENCES}
      filters={tripRequestFilters}
      sort={{ field: 'fecha', order: 'DESC' }}
      hasCreate={false}
      bulkActionButtons={<CancelRequestsButton />}
      rowClick={(id) => tripRequestPath(id)}
      // The map takes the table's right: the plant, type and creation start hidden (Columns shows them).
      hiddenColumns={['planta', 'tipo', 'created_at']}
      tableSx={{ '& th, & td': { px: 1 } }}
      aside={<TripRequestsMap />}
      card={{ primary: <RequesterField link={false} />, secondary: <PlacesLine />, tertiary: <TripRequestStatusField /> }}
    >
      <Column source="id" field={TripRequestLinkField} />
      <Column source="fecha" field={RequestDayField} />
      <Column source="usuario" field={RequesterField} />
      {/* Not sortable: the list is read by plant through its filter, not sorted by one. */}
      <Column source="planta" field={PlantReferenceField} disableSort />
      <Column source="status" field={TripRequestStatusField} />
      <Column source="viaje" field={MatchedTripField} />
      <Column source="pickup_place" />
      <Column source="dropoff_place" />
      <Column source="tipo" field={TripTypeField} />
      <Column source="created_at" field={DateTimeField} />
    </ResourceList>
  </ResourceContextProvider>
);
