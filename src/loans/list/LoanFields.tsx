import type { MouseEvent } from 'react';
import { Link, FunctionField, ReferenceField, TextField, useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import { userPath } from '../../users/userPaths';
import { fullName } from '../../users/userName';
import { vehiclePath } from '../../vehicles/vehiclePaths';
import { loanPath } from '../loanPaths';

/** The row's main cell: "#12" as a link to the record page, so Tab reaches the row and Enter opens it. */
export const LoanLinkField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    // The row opens the record too: one navigation is enough.
    <Link to={loanPath(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      #{record.id}
    </Link>
  );
};

/** The requester by full name; `link` false on a phone's card, which opens the loan itself. */
export const RequesterField = ({ link = true }: Partial<FieldProps> & { link?: boolean }) => (
  <ReferenceField source="usuario" reference="usuarios" link={link ? (user) => userPath(user.id) : false} emptyText="—">
    <FunctionField render={fullName} />
  </ReferenceField>
);

/** The lent vehicle's plate, linking to its page (the route carries the plate); "Sin asignar" before one is assigned. */
export const LoanVehicleField = (_props: Partial<FieldProps>) => (
  <ReferenceField source="vehiculo" reference="vehiculos" link={(vehicle) => vehiclePath(String(vehicle.matricula))} emptyText="resources.prestamos.list.no_vehicle">
    <TextField source="matricula" />
  </ReferenceField>
);

/** A card's second line: where to and when (SPEC §9 date and time). */
export const DestinationAndDeparture = () => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  const when = formatDate(record.fecha_salida, locale, true);
  return (
    <>
      {record.destino}
      {record.destino && when ? ' · ' : ''}
      {/* A date breaks at its hyphens ("05-" / "12-2026") where a narrow card wraps; it wraps whole. */}
      {when && <span style={{ whiteSpace: 'nowrap' }}>{when}</span>}
    </>
  );
};
