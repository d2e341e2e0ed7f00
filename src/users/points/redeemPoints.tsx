import RedeemIcon from '@mui/icons-material/Redeem';
import { NumberInput, useTranslate } from 'react-admin';
import { defineRecordAction } from '../../common/actions';
import { notEmpty, wholeNumberFrom } from '../../common/validators';
import { fullName } from '../userName';

/**
 * The points to redeem, with the balance the user has under it. No native min/step: the app's
 * validators speak the interface language, the browser's bubble would not.
 */
const PointsToRedeemInput = ({ balance }: { balance: number }) => {
  const translate = useTranslate();
  return (
    <NumberInput
      source="puntos"
      label="resources.usuarios.points.amount"
      validate={[notEmpty(), wholeNumberFrom(1)]}
      helperText={translate('resources.usuarios.points.available', { smart_count: balance })}
      autoFocus
    />
  );
};

/**
 * Redeems points (POST usuarios/{id}/canjear_puntos/ {puntos}), for roles allowed
 * `redeem_points` (DOMAIN §1). The browser checks for a whole number of at least 1; the server,
 * which knows the current balance, answers "Not enough points." for `puntos`, shown under the
 * field (SPEC §5). The balance and the ledger reload with the record's resource.
 */
export const redeemPoints = defineRecordAction({
  resource: 'usuarios',
  action: 'redeem_points',
  path: 'canjear_puntos',
  label: 'resources.usuarios.points.redeem',
  icon: <RedeemIcon />,
  confirm: { title: 'resources.usuarios.points.redeem_title' },
  recordName: fullName,
  inputs: (record) => <PointsToRedeemInput balance={Number(record.puntos ?? 0)} />,
  toBody: (values) => ({ puntos: Number(values.puntos) }),
  submitLabel: 'resources.usuarios.points.redeem',
  messageArgs: (_record, values) => (values.puntos === undefined ? {} : { smart_count: Number(values.puntos) }),
  successMessage: 'resources.usuarios.notifications.points_redeemed',
  errorMessage: 'resources.usuarios.notifications.points_error',
});
