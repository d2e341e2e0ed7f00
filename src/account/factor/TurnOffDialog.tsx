import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFieldRefusals } from '../../common/factor/useFieldRefusals';
import { CodeField, codeFailureOf, codeProblem, codeToSend, type CodeKind } from '../../common/factor';
import { disableFactor } from '../accountApi';

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
  const titleId = useId();
  const [kind, setKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const { input, fieldError, setFieldError, error, refuse: fail } = useFieldRefusals();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code, kind);
    if (problem) return fail(translate(problem), null);
    setBusy(true);
    try {
      await disableFactor(codeToSend(code, kind));
      onDone();
    } catch (failure) {
      const { field, general } = codeFailureOf(failure);
      fail(field ?? null, general ?? null);
      setBusy(false);
    }
  };
  const switchKind = () => {
    setKind(kind === 'totp' ? 'recovery' : 'totp');
    setCode('');
    setFieldError(null);
    input.current?.focus();
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('app.account.second_factor.disable_title')}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <DialogContentText>{translate('app.account.second_factor.disable_text')}</DialogContentText>
          <CodeField
            kind={kind}
            value={code}
            onChange={(value) => {
              setCode(value);
              setFieldError(null);
            }}
            error={fieldError}
            autoFocus
            inputRef={input}
            disabled={busy}
          />
          <Link component="button" type="button" variant="body2" onClick={switchKind}>
            {translate(kind === 'totp' ? 'app.second_factor.use_recovery' : 'app.second_factor.use_app')}
          </Link>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={onCancel} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {translate('app.account.second_factor.turn_off')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
