import { Navigate, useParams } from 'react-router-dom';
import { userPath } from './userPaths';

/** react-admin's own links (ReferenceField, redirect "show") end in /:id/show: send them to /usuarios/:id. */
export const RecordPathRedirect = () => {
  const { id } = useParams();
  return <Navigate to={id ? userPath(id) : '/usuarios'} replace />;
};
