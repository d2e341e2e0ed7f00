import { Navigate, useParams } from 'react-router-dom';
import { tripRequestPath } from './tripRequestPaths';

/** react-admin's own links (/solicitudes_viaje/:id/show from a notification or a reference) open the record page. */
export const TripRequestIdRedirect = () => {
  const { id = '' } = useParams();
  return <Navigate to={tripRequestPath(id)} replace />;
};
