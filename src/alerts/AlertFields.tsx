import { TextField, useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { ChoiceChipField } from '../common/ChoiceChipField';
import { RowLink } from '../common/raInternals/RowLink';
import { alertStatusChoices } from './alertChoices';
import { alertPath } from './alertPaths';

/** The row's main cell: "#12" as a link to the alert's page, so Tab reaches the row and Enter opens it. */
export const AlertLinkField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext();
  if (!record) return null;
  return <RowLink to={alertPath(record.id)}>#{record.id}</RowLink>;
};

/** DOMAIN §5 alert status as a chip. */
export const AlertStatusField = (_props: Partial<FieldProps>) => <ChoiceChipField source="status" choices={alertStatusChoices} />;

/** The issuer's name as stored when the alert was raised (what the list searches). */
export const IssuerField = (_props: Partial<FieldProps>) => <TextField source="issued_by_name" emptyText="—" />;

/** The issuer's plant by name (answered with the row). */
export const AlertPlantField = (_props: Partial<FieldProps>) => <TextField source="planta_name" emptyText="—" />;

/** A phone card's first line: the alert's number and issuer. */
export const AlertTitle = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      #{record.id} · {record.issued_by_name}
    </>
  );
};

/** A phone card's second line: the plant and when it was raised (SPEC §9 date and time). */
export const PlantAndRaised = () => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <>
      {record.planta_name ? `${record.planta_name} · ` : ''}
      {/* A date breaks at its hyphens where a narrow card wraps; it wraps whole. */}
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(record.created_at, locale, true)}</span>
    </>
  );
};
