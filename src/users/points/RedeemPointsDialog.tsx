import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import RedeemIcon from '@mui/icons-material/Redeem';
import { Button, Form, NumberInput, SaveButton, useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useRefreshResources } from '../../common/actions';
import { FormProgress } from '../../common/FormProgress';
import { errorMessage, fieldErrorsOf } from '../../common/errorMessage';
import { notEmpty, wholeNumberFrom } from '../../common/validators';
import type { FleetDataProvider } from '../../providers/dataProvider';
import { fullName } from '../userName';

/**
 * Redeems points (POST usuarios/{id}/canjear_puntos/ {puntos}). The browser checks for a whole
 * number of at least 1; the server, which knows the current balance, answers "Not enough
 * points." for the `puntos` field, shown under it (SPEC §5).
 */
export const RedeemPointsDialog = ({ record, onClose }: { record: RaRecord; onClose: () => void }) => {
  const dataProvider = useDataProvider<FleetDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefreshResources();

  const submit = async (values: Record<string, unknown>) => {
    const puntos = Number(values.puntos);
    try {
      await dataProvider.recordAction('usuarios', record.id, 'canjear_puntos', { method: 'POST', body: { puntos } });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors;
      notify('resources.usuarios.notifications.points_error', { type: 'error', messageArgs: { error: errorMessage(error) } });
      return;
    }
    notify('resources.usuarios.notifications.points_redeemed', { type: 'success', messageArgs: { smart_count: puntos } });
    refresh(['usuarios']);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="redeem-title">
      <Form onSubmit={submit} defaultValues={{ puntos: null }}>
        <DialogTitle id="redeem-title">{translate('resources.usuarios.points.redeem_title', { name: fullName(record) })}</DialogTitle>
        <DialogContent>
          <NumberInput
            source="puntos"
            label="resources.usuarios.points.amount"
            min={1}
            step={1}
            validate={[notEmpty(), wholeNumberFrom(1)]}
            helperText={translate('resources.usuarios.points.available', { smart_count: Number(record.puntos ?? 0) })}
            autoFocus
          />
          <FormProgress label="resources.usuarios.points.redeeming" />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="resources.usuarios.points.redeem" icon={<RedeemIcon />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
