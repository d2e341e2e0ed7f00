import { TextField, useLocaleState, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { formatDate } from '../../domain/dates';
import { ChoiceChipField } from '../common/ChoiceChipField';
import { RowLink } from '../common/raInternals/RowLink';
import { ReferenceNameField } from '../common/references/ReferenceNameField';
import { daysLeftText, expiryStatusChoices, type ExpiryRow } from './expiryRows';
import { useRenewPath } from './useRenewPath';

/** Which document it is (road permit, insurance, licence, fuel card…), translated. */
export const KindField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext<ExpiryRow>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.vencimientos.kinds.${record.kind}`)}</> : null;
};

/** The row's main cell: whose it is (plate, person, card number) as a link to where it is renewed, so Tab reaches the row and Enter opens it. */
export const HolderLinkField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext<ExpiryRow>();
  const pathOf = useRenewPath();
  return record ? <RowLink to={pathOf(record)}>{record.name}</RowLink> : null;
};

/** Days left in words: "Faltan 12 días", "Vence hoy", "Venció hace 3 días". */
export const DaysLeftField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext<ExpiryRow>();
  const translate = useTranslate();
  if (!record) return null;
  const { key, count } = daysLeftText(record.days_left);
  return <span style={{ whiteSpace: 'nowrap' }}>{translate(key, { smart_count: count })}</span>;
};

/** Expiring (amber) or expired (red), as the app's document chips. */
export const ExpiryStatusField = (_props: Partial<FieldProps>) => <ChoiceChipField source="status" choices={expiryStatusChoices} />;

export const OwnerField = (_props: Partial<FieldProps>) => <TextField source="owner_name" emptyText="—" />;

/** The plant by name (asked for whole beside the list); cards have none. */
export const ExpiryPlantField = (_props: Partial<FieldProps>) => <ReferenceNameField source="planta" reference="plantas" link={false} emptyText="—" />;

/** A phone card's first line: whose it is and which document. */
export const ExpiryTitle = () => {
  const record = useRecordContext<ExpiryRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {record.name} · {translate(`resources.vencimientos.kinds.${record.kind}`)}
    </>
  );
};

/** A phone card's second line: the date (SPEC §9) and the days left. */
export const DateAndDaysLeft = () => {
  const record = useRecordContext<ExpiryRow>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <>
      {/* A date breaks at its hyphens where a narrow card wraps; it wraps whole. */}
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(record.vencimiento, locale, false)}</span>
      {' · '}
      <DaysLeftField />
    </>
  );
};
