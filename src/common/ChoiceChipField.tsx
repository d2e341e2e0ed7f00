import { Typography, type ChipProps } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { ChipText } from './crud/ChipText';

/** One value of a numeric state (DOMAIN §2): its i18n label and how its chip looks. */
export interface ChipChoice {
  id: number | string;
  name: string;
  color?: ChipProps['color'];
  variant?: ChipProps['variant'];
}

export interface ChoiceChipFieldProps extends Partial<FieldProps> {
  choices: readonly ChipChoice[];
  /** i18n key shown (as text, not a chip) when the value is null. */
  emptyText?: string;
}

/** A numeric state as a translated, coloured chip (roles, licence states and the like). */
export const ChoiceChipField = ({ choices, emptyText, source = 'status', ...props }: ChoiceChipFieldProps) => {
  const value = useFieldValue({ source, ...props });
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') {
    return emptyText ? (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(emptyText)}
      </Typography>
    ) : null;
  }
  const choice = choices.find((c) => String(c.id) === String(value));
  return (
    <ChipText
      label={translate(choice?.name ?? 'app.status.unknown')}
      color={choice?.color ?? 'default'}
      variant={choice?.variant ?? 'filled'}
    />
  );
};
