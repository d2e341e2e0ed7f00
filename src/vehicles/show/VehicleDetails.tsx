import { useId, type ReactElement } from 'react';
import { Card, CardContent, CardHeader, Grid } from '@mui/material';
import { Labeled, Link, NumberField, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { VEHICLE_STATUS } from '../../../domain/vehicles';
import { present } from '../../../domain/machines';
import { DateTimeField } from '../../common/DateTimeField';
import { loanPath } from '../../loans/loanPaths';
import { PlantReferenceField } from '../../plants/PlantReferenceField';
import { gasolineTypeChoices, moduloChoices, transmissionChoices } from '../vehicleChoices';

/** Each field with its label (resources.vehiculos.fields.<source>, or `label`), one a row on phones. */
const cell = (field: ReactElement, size = { xs: 12, sm: 6, md: 4 }, label?: string) => (
  <Grid size={size}>
    <Labeled label={label}>{field}</Labeled>
  </Grid>
);

/** The vehicle's own fields (DOMAIN §5); the rejection reason only once it was refused, the loan holding it while one does. */
export const VehicleDetails = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const titleId = useId();
  if (!record) return null;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={translate('resources.vehiculos.show.sections.details')} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} />
      <CardContent>
        <Grid container spacing={2}>
          {Number(record.status) === VEHICLE_STATUS.refused &&
            cell(<TextField source="motivo_de_rechazo" emptyText="—" />, { xs: 12, sm: 12, md: 12 })}
          {/* An Occupied vehicle comes back with its loan (finalize or cancel there), not on its own. */}
          {present(record.prestamo) &&
            cell(<Link to={loanPath(record.prestamo)}>#{String(record.prestamo)}</Link>, undefined, 'resources.vehiculos.fields.prestamo')}
          {cell(<SelectField source="modulo" choices={moduloChoices} emptyText="—" />)}
          {cell(<TextField source="brand" emptyText="—" />)}
          {cell(<TextField source="model" emptyText="—" />)}
          {cell(<NumberField source="year" options={{ useGrouping: false }} emptyText="—" />)}
          {cell(<TextField source="color" emptyText="—" />)}
          {cell(<SelectField source="gasoline_type" choices={gasolineTypeChoices} emptyText="—" />)}
          {cell(<SelectField source="transmission" choices={transmissionChoices} emptyText="—" />)}
          {cell(<TextField source="numero_de_serie" emptyText="—" />)}
          {cell(<DateTimeField source="registration_date" dateOnly emptyText="—" />)}
          {cell(<PlantReferenceField source="planta" />)}
          {cell(<DateTimeField source="created_at" emptyText="—" />)}
          {cell(<DateTimeField source="updated_at" emptyText="—" />)}
        </Grid>
      </CardContent>
    </Card>
  );
};
