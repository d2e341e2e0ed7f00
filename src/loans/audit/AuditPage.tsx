import { useParams } from 'react-router-dom';
import { ResourceContextProvider } from 'react-admin';
import { NotFound } from '../../layout/NotFound';
import { AuditCreate } from './AuditCreate';
import { AuditView } from './AuditView';

/**
 * /viajes_fleet/viajes/:viaje/auditorias/:type (SPEC §2): `crear` performs the audit the loan
 * calls for, `ver` shows both, `auditoria_inicial` / `auditoria_final` one; anything else (or a
 * loan number that is not one) is the 404 page.
 */
export const AuditPage = () => {
  const { viaje = '', type = '' } = useParams();
  if (!/^\d+$/.test(viaje)) return <NotFound />;
  const id = Number(viaje);
  const page =
    type === 'crear' ? (
      <AuditCreate id={id} />
    ) : type === 'ver' ? (
      <AuditView id={id} />
    ) : type === 'auditoria_inicial' ? (
      <AuditView id={id} only="initial" />
    ) : type === 'auditoria_final' ? (
      <AuditView id={id} only="final" />
    ) : null;
  return page ? <ResourceContextProvider value="prestamos">{page}</ResourceContextProvider> : <NotFound />;
};
