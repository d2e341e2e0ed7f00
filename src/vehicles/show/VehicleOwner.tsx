import { useId } from 'react';
import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { FunctionField, ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { VEHICLE_MODULO } from '../../../domain/vehicles';
import { fullName } from '../../users/userName';
import { userPath } from '../../users/userPaths';

/** Who owns a transport vehicle (DOMAIN §5: an employee's own car), by name, linking to their record page. */
export const VehicleOwner = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const titleId = useId();
  if (!record) return null;
  const fleet = Number(record.modulo) === VEHICLE_MODULO.fleet && !record.owner;
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={translate('resources.vehiculos.show.sections.owner')} slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }} />
      <CardContent>
        {record.owner ? (
          <ReferenceField source="owner" reference="usuarios" link={(owner) => userPath(owner.id)} emptyText="—">
            <FunctionField render={(owner) => fullName(owner) || String(owner.id)} />
          </ReferenceField>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(fleet ? 'resources.vehiculos.show.owner.fleet' : 'resources.vehiculos.show.owner.none')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
