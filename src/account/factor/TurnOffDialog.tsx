import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CodeField } from '../../common/factor/CodeField';
import { codeFailureOf } from '../../common/factor/codeErrors';
import { codeProblem, codeToSend } from '../../common/factor/codeFormat';
import { ProofDialog } from '../../common/factor/ProofDialog';
import { useCodeKind } from '../../common/factor/useCodeKind';
import { useCodeInput } from '../../common/factor/useCodeInput';
import { ReauthCancelled } from '../../providers/http';
import { useAccountApi } from '../accountApi';

export interface TurnOffDialogProps {
  onCancel: () => void;
  /** The factor is off. */
  onDone: () => void;
}

/**
 * Turning the factor off, proven with a code of the app or a recovery code (the server's
 * auth/account/second_factor/disable/); a wrong code shows under the field, a wait above it.
 */
export const TurnOffDialog = ({ onCancel, onDone }: TurnOffDialogProps) => {
  const translate = useTranslate();
  const { disableFactor } = useAccountApi();
  const [busy, setBusy] = useState(false);
  const { code, reset, field, input, error, refuse: fail } = useCodeInput();
  const { kind, switchKind, switchLabel } = useCodeKind(input, reset);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code, kind);
    if (problem) return fail(translate(problem), null);
    setBusy(true);
    try {
      await disableFactor(codeToSend(code, kind));
      onDone();
    } catch (failure) {
      setBusy(false);
      // Cancelling "Confirme que es usted" leaves the dialog as it was, unsaid.
      if (failure instanceof ReauthCancelled) return;
      const { field, general } = codeFailureOf(failure);
      fail(field ?? null, general ?? null);
    }
  };

  return (
    <ProofDialog
      title={translate('app.account.second_factor.disable_title')}
      text={translate('app.account.second_factor.disable_text')}
      error={error}
      busy={busy}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={translate('app.account.second_factor.turn_off')}
      submitColor="error"
      switchLabel={translate(switchLabel)}
      onSwitch={switchKind}
    >
      <CodeField kind={kind} {...field} autoFocus disabled={busy} />
    </ProofDialog>
  );
};
