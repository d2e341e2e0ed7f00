import { ResourceCreate } from '../common';
import { ROUTE_DEFAULTS, RouteInputs } from './RouteInputs';

/** /rutas/create: a route is drawn on the map as it is described (its path is required). */
export const RouteCreate = () => (
  <ResourceCreate defaultValues={ROUTE_DEFAULTS}>
    <RouteInputs />
  </ResourceCreate>
);
