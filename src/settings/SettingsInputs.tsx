import { Grid, Typography } from '@mui/material';
import { CheckboxGroupInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { CONTACT_PHONE_DIGITS, inGroupOrder } from '../../domain/settings';
import { groupChoices } from '../platformUsers/groupChoices';
import { fieldWidth, SETTINGS_GROUPS, type SettingsField } from './settingsFields';
import { validatorsOf } from './settingsValidators';
import { WeekdaysInput } from './WeekdaysInput';

const helperOf = (field: SettingsField) => (field.helper ? `resources.configuracion.helpers.${field.helper}` : false);

const Input = ({ field }: { field: SettingsField }) => {
  const validate = validatorsOf(field);
  const common = { source: field.source, validate, helperText: helperOf(field) };
  switch (field.kind) {
    case 'whole':
      return <NumberInput {...common} step={1} />;
    case 'decimal':
      return <NumberInput {...common} step={0.01} />;
    case 'days':
      return <WeekdaysInput source={field.source} validate={validate} />;
    case 'time':
      return <TextInput {...common} type="time" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'phone':
      return <TextInput {...common} type="tel" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CONTACT_PHONE_DIGITS } }} />;
    case 'version':
      return <TextInput {...common} />;
    case 'groups':
      // Kept in the groups' own order, as the server stores them, so saving unchanged sends nothing.
      return <CheckboxGroupInput {...common} choices={groupChoices} parse={inGroupOrder} />;
  }
};

/** The edit form's inputs, one titled section per group; one column on a phone. */
export const SettingsInputs = () => {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%', maxWidth: 900 }}>
      {SETTINGS_GROUPS.map((group) => (
        <Grid key={group.key} size={12} component="section" aria-labelledby={`settings-${group.key}`}>
          <Typography id={`settings-${group.key}`} variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {translate(`resources.configuracion.groups.${group.key}`)}
          </Typography>
          <Grid container columnSpacing={2}>
            {group.fields.map((field) => (
              <Grid key={field.source} size={fieldWidth(field)}>
                <Input field={field} />
              </Grid>
            ))}
          </Grid>
        </Grid>
      ))}
    </Grid>
  );
};
