import { Alert, Box, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { Labeled, NumberField, Show, TextField, useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { SETTINGS_ID } from '../../domain/settings';
import { LastChange } from './LastChange';
import { SettingsGroupsField } from './SettingsGroupsField';
import { fieldWidth, SETTINGS_GROUPS, type SettingsField } from './settingsFields';

const WeekdaysField = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const days = useFieldValue({ source });
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(Array.isArray(days) ? (days as number[]) : []).map((day) => (
        <Chip key={day} size="small" label={translate(`resources.configuracion.weekdays.${day}`)} />
      ))}
    </Stack>
  );
};

/** A value being read: a grey line as tall as the value will be, so that its answer moves nothing. */
const ValueLoading = ({ field }: { field: SettingsField }) =>
  field.kind === 'days' ? (
    <Skeleton variant="rounded" width="20ch" height={24} />
  ) : (
    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
      <Skeleton width="8ch" />
    </Typography>
  );

const Field = ({ field }: { field: SettingsField }) => {
  if (!useRecordContext()) return <ValueLoading field={field} />;
  switch (field.kind) {
    case 'whole':
      return <NumberField source={field.source} />;
    case 'decimal':
      return <NumberField source={field.source} options={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />;
    case 'days':
      return <WeekdaysField source={field.source} />;
    case 'groups':
      return <SettingsGroupsField source={field.source} />;
    default:
      return <TextField source={field.source} />;
  }
};

/** The settings for the roles that only read them (HR, C4): the same groups, no save. */
export const SettingsShow = () => {
  const translate = useTranslate();
  return (
    <Show resource="configuracion" id={SETTINGS_ID} actions={false} title="resources.configuracion.title">
      <Box sx={{ p: 2, maxWidth: 900 }}>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.configuracion.read_only')}
        </Alert>
        <LastChange />
        {SETTINGS_GROUPS.map((group) => (
          <Box key={group.key} component="section" aria-labelledby={`settings-${group.key}`}>
            <Typography id={`settings-${group.key}`} variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
              {translate(`resources.configuracion.groups.${group.key}`)}
            </Typography>
            <Grid container columnSpacing={2} rowSpacing={1}>
              {group.fields.map((field) => (
                <Grid key={field.source} size={fieldWidth(field)}>
                  <Labeled source={field.source}>
                    <Field field={field} />
                  </Labeled>
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}
      </Box>
    </Show>
  );
};
