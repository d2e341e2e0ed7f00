import { Navigate, useParams } from 'react-router-dom';
import { loanPath } from './loanPaths';

/** react-admin's own loan links (/prestamos/:id/show from a notification or a reference) open the record page. */
export const LoanIdRedirect = () => {
  const { id = '' } = useParams();
  return <Navigate to={loanPath(id)} replace />;
};
