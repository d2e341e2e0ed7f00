import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { FunctionField, RecordContextProvider, ReferenceField, TextField, useTranslate, type RaRecord } from 'react-admin';
import { fullName } from '../../users/userName';
import { ChoiceChipField } from '../../common/ChoiceChipField';
import { loanStatusChoices } from '../loanChoices';
import { Detail } from '../../common/sections';

/** The loan being audited: number and status, requester, vehicle plate. */
export const LoanHeader = ({ loan, title }: { loan: RaRecord; title: string }) => {
  const translate = useTranslate();
  return (
    <RecordContextProvider value={loan}>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <ChoiceChipField source="status" choices={loanStatusChoices} />
          </Stack>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Detail label={translate('resources.prestamos.audit.header.loan', { id: loan.id })}>
                {String(loan.destino ?? '')}
              </Detail>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Detail label={translate('resources.prestamos.audit.header.requester')}>
                <ReferenceField source="usuario" reference="usuarios" link={false} emptyText="—">
                  <FunctionField render={fullName} />
                </ReferenceField>
              </Detail>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Detail label={translate('resources.prestamos.audit.header.vehicle')}>
                <ReferenceField source="vehiculo" reference="vehiculos" link={false} emptyText="—">
                  <TextField source="matricula" />
                </ReferenceField>
              </Detail>
            </Grid>
          </Grid>
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
};
