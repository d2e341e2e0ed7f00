import { useId, useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FactorSetup, RecoveryCodes, type FactorSetupData } from '../../common/factor';
import { confirmFactor } from '../accountApi';

export interface TurnOnDialogProps {
  /** The pending secret auth/account/second_factor/setup/ answered. */
  setup: FactorSetupData;
  /** For the downloaded codes' file. */
  email: string;
  /** Closed before confirming: nothing changed. */
  onCancel: () => void;
  /** The factor is on and the person kept the codes. */
  onDone: () => void;
}

/**
 * Turning the factor on: the QR code, key and first code (the shared FactorSetup), then the ten
 * recovery codes, shown once. Once the code is accepted the factor is on: the dialog then closes
 * only through the codes' Continue, so they are not lost to a stray click or Escape.
 */
export const TurnOnDialog = ({ setup, email, onCancel, onDone }: TurnOnDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = async (code: string) => {
    const answer = await confirmFactor(code);
    setCodes(answer.recovery_codes);
  };
  return (
    <Dialog
      open
      onClose={codes ? undefined : onCancel}
      maxWidth="sm"
      fullWidth
      aria-labelledby={codes ? undefined : titleId}
      // The codes' own heading is the title: the name goes on the dialog itself (MUI's paper has the role).
      slotProps={{ paper: { 'aria-label': codes ? translate('app.second_factor.codes_title') : undefined } }}
    >
      {codes ? (
        <DialogContent>
          <RecoveryCodes codes={codes} email={email} onContinue={onDone} />
        </DialogContent>
      ) : (
        <>
          <DialogTitle id={titleId}>{translate('app.account.second_factor.setup_title')}</DialogTitle>
          <DialogContent>
            <FactorSetup
              setup={setup}
              onConfirm={confirm}
              actions={<Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
            />
          </DialogContent>
        </>
      )}
    </Dialog>
  );
};
