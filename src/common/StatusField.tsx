import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { ACTIVE_STATUS } from '../../domain/status';
import { ChipText } from './crud/ChipText';

/** The 0/1 status as a translated chip: green when active, grey when inactive. */
export const StatusField = ({ source = 'status', ...props }: Partial<FieldProps>) => {
  const value = useFieldValue({ source, ...props });
  const translate = useTranslate();
  if (value === undefined || value === null) return null;
  const active = Number(value) === ACTIVE_STATUS.active;
  const inactive = Number(value) === ACTIVE_STATUS.inactive;
  const label = translate(active ? 'app.status.active' : inactive ? 'app.status.inactive' : 'app.status.unknown');
  return <ChipText label={label} color={active ? 'success' : 'default'} variant={active ? 'filled' : 'outlined'} />;
};
