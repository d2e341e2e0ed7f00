import { ResourceEdit } from '../common';
import { RouteInputs } from './RouteInputs';

/** /rutas/:id: the route's details and its path, redrawn on the map; only what changed is sent. */
export const RouteEdit = () => (
  <ResourceEdit>
    <RouteInputs />
  </ResourceEdit>
);
