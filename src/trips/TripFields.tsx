import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { ChoiceChipField } from '../common/ChoiceChipField';
import { RowLink } from '../common/raInternals/RowLink';
import { ReferenceNameField } from '../common/references/ReferenceNameField';
import { tripStatusChoices, tripTypeChoices } from './tripChoices';
import { tripPath } from './tripPaths';

/** The row's main cell: "#12" as a link to the trip's page, so Tab reaches the row and Enter opens it. */
export const TripLinkField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext();
  if (!record) return null;
  return <RowLink to={tripPath(record.id)}>#{record.id}</RowLink>;
};

/** A trip's route by name, linking to the route's page. */
export const RouteField = ({ link = 'show' }: Partial<FieldProps> & { link?: 'show' | false }) => (
  <ReferenceNameField source="ruta" reference="rutas" link={link} emptyText="—" />
);

/** A trip's driver by full name, linking to the user's record page. */
export const DriverField = ({ link = 'show' }: Partial<FieldProps> & { link?: 'show' | false }) => (
  <ReferenceNameField source="conductor" reference="usuarios" link={link} emptyText="—" />
);

/** A trip's vehicle by plate, linking to the vehicle's page. */
export const VehicleField = (_props: Partial<FieldProps>) => <ReferenceNameField source="vehiculo" reference="vehiculos" link="show" emptyText="—" />;

/** DOMAIN §2 trip status as a chip. */
export const TripStatusField = (_props: Partial<FieldProps>) => <ChoiceChipField source="status" choices={tripStatusChoices} />;

/** DOMAIN §2 trip type as a chip. */
export const TripTypeField = ({ source = 'tipo' }: Partial<FieldProps>) => <ChoiceChipField source={source} choices={tripTypeChoices} />;

/** A phone card's first line: the trip's number and route. */
export const TripTitle = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      #{record.id} · <RouteField link={false} />
    </>
  );
};

/** A phone card's second line: driver and departure (SPEC §9 date and time). */
export const DriverAndDeparture = () => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <>
      <DriverField link={false} />
      {' · '}
      {/* A date breaks at its hyphens where a narrow card wraps; it wraps whole. */}
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(record.fecha_salida, locale, true)}</span>
    </>
  );
};
