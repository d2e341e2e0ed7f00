import type { ReactNode } from 'react';
import { FormHelperText, RadioGroup, type SxProps, type Theme } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { validateChosen } from './pickerValidation';

/**
 * A picker's required choice (`source`: the form field, an id) and its error once the user
 * touched it or tried to send; `required` is the i18n key that says what to choose.
 */
export const usePickerChoice = (source: string, required: string) => {
  const { field, fieldState, formState } = useInput({ source, validate: validateChosen(required) });
  const error = fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error.message : undefined;
  return { field, error };
};

type PickerField = ReturnType<typeof usePickerChoice>['field'];

/** The choices as radio buttons (arrow keys move; the choice is the field's number id), scrolling inside the dialog. */
export const PickerChoices = ({ field, label, sx, children }: { field: PickerField; label: string; sx?: SxProps<Theme>; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <RadioGroup
      name={field.name}
      aria-label={translate(label)}
      value={field.value === null || field.value === undefined ? '' : String(field.value)}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      sx={[{ maxHeight: { xs: '50vh', sm: 360 }, overflowY: 'auto', flexWrap: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </RadioGroup>
  );
};

/** The picker's error (ours or the server's field error on the choice), read out when it appears. */
export const PickerError = ({ error }: { error: string | undefined }) =>
  error ? (
    <FormHelperText error role="alert">
      <InputHelperText error={error} />
    </FormHelperText>
  ) : null;
