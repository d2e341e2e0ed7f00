import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { PointsLedger } from './PointsLedger';
import { RecordActionButton } from '../../common/actions';
import { redeemPoints } from './redeemPoints';

/** The user's points: balance, redeem and the ledger. */
export const PointsPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card component="section" aria-labelledby="points-title">
      <CardHeader
        title={translate('resources.usuarios.sections.points')}
        slotProps={{ title: { id: 'points-title', variant: 'h6', component: 'h2' } }}
        action={<RecordActionButton {...redeemPoints} />}
      />
      <CardContent>
        <Box sx={{ mb: 2 }}>
          <Typography variant="overline" component="p">
            {translate('resources.usuarios.points.balance')}
          </Typography>
          <Typography variant="h4" component="p" data-testid="points-balance">
            {translate('resources.usuarios.points.balance_value', { smart_count: Number(record.puntos ?? 0) })}
          </Typography>
        </Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('resources.usuarios.points.ledger')}
        </Typography>
        <PointsLedger />
      </CardContent>
    </Card>
  );
};
