import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { ChoiceChipField } from '../common/ChoiceChipField';
import { RowLink } from '../common/raInternals/RowLink';
import { ReferenceNameField } from '../common/references/ReferenceNameField';
import { tripPath } from '../trips/tripPaths';
import { tripRequestStatusChoices } from './tripRequestChoices';
import { tripRequestPath } from './tripRequestPaths';

/** The row's main cell: "#12" as a link to the request's page, so Tab reaches the row and Enter opens it. */
export const TripRequestLinkField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext();
  if (!record) return null;
  return <RowLink to={tripRequestPath(record.id)}>#{record.id}</RowLink>;
};

/** Who asked, by full name, linking to the user's record page. */
export const RequesterField = ({ link = 'show' }: Partial<FieldProps> & { link?: 'show' | false }) => (
  <ReferenceNameField source="usuario" reference="usuarios" link={link} emptyText="—" />
);

/** DOMAIN §2 trip request status as a chip. */
export const TripRequestStatusField = (_props: Partial<FieldProps>) => <ChoiceChipField source="status" choices={tripRequestStatusChoices} />;

/** The trip an accepted request was matched to, "#12" linking to it; "—" before one. */
export const MatchedTripField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext();
  if (!record) return null;
  return record.viaje == null ? <>—</> : <RowLink to={tripPath(record.viaje)}>#{record.viaje}</RowLink>;
};

/** The request's day (SPEC §9 date): `fecha` is a calendar day, read as the reader's own. */
export const RequestDayField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <>{typeof record.fecha === 'string' ? formatDate(`${record.fecha.slice(0, 10)}T00:00:00`, locale, false) : '—'}</>;
};

/** A phone card's second line: from where to where. */
export const PlacesLine = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {record.pickup_place} → {record.dropoff_place}
    </>
  );
};
