import { FormControl, FormHelperText, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { WEEKDAYS } from '../../domain/settings';

/**
 * ISO weekdays (1 Monday … 7 Sunday) as toggle chips; the value is the sorted list. Each shows its
 * whole name: shown as "Lun" but named "Lunes", a voice user could not say what they read (WCAG 2.5.3).
 */
export const WeekdaysInput = ({ source, validate, label }: { source: string; validate?: Validator[]; /** i18n key; the setting's own by default. */ label?: string }) => {
  const translate = useTranslate();
  const {
    field,
    fieldState: { error, invalid, isTouched },
    formState: { isSubmitted },
    id,
  } = useInput({ source, validate });
  const shown = invalid && (isTouched || isSubmitted);
  const legend = translate(label ?? `resources.configuracion.fields.${source}`);
  return (
    <FormControl component="fieldset" error={shown} sx={{ mb: 2 }}>
      <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <ToggleButtonGroup
        value={Array.isArray(field.value) ? field.value : []}
        onChange={(_, days: number[]) => {
          field.onChange([...days].sort((a, b) => a - b));
          field.onBlur();
        }}
        size="small"
        color="primary"
        sx={{ flexWrap: 'wrap' }}
      >
        {WEEKDAYS.map((day) => (
          <ToggleButton key={day} value={day} sx={{ minWidth: 44 }}>
            {translate(`resources.configuracion.weekdays.${day}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown && (
        <FormHelperText>
          <InputHelperText error={error?.message} />
        </FormHelperText>
      )}
    </FormControl>
  );
};
