import { Dialog, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RecoveryCodes } from '../../common/factor/RecoveryCodes';

export interface NewCodesDialogProps {
  codes: string[];
  email: string;
  onDone: () => void;
}

/**
 * A new set of recovery codes, shown once (the old set no longer works): it closes only through
 * Continue, once the person ticked that they kept them.
 */
export const NewCodesDialog = ({ codes, email, onDone }: NewCodesDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open maxWidth="sm" fullWidth slotProps={{ paper: { 'aria-label': translate('app.second_factor.codes_title') } }}>
      <DialogContent>
        <RecoveryCodes codes={codes} email={email} onContinue={onDone} />
      </DialogContent>
    </Dialog>
  );
};
