import { useId, useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FactorSetup, type FactorSetupData } from '../../common/factor/FactorSetup';
import { useAccountApi } from '../accountApi';
import { NewCodesDialog } from './NewCodesDialog';

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
 * recovery codes, shown once (NewCodesDialog, which closes only through the codes' Continue, so
 * they are not lost to a stray click or Escape).
 */
export const TurnOnDialog = ({ setup, email, onCancel, onDone }: TurnOnDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const { confirmFactor } = useAccountApi();
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = async (code: string) => {
    const answer = await confirmFactor(code);
    setCodes(answer.recovery_codes);
  };
  if (codes) return <NewCodesDialog codes={codes} email={email} onDone={onDone} />;
  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.account.second_factor.setup_title')}</DialogTitle>
      <DialogContent>
        <FactorSetup setup={setup} onConfirm={confirm} actions={<Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>} />
      </DialogContent>
    </Dialog>
  );
};
