import type { Ref } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CodeKind } from './codeFormat';

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The app's 6 digits (default) or a recovery code `XXXXX-XXXXX`. */
  kind?: CodeKind;
  /** What is wrong with the code: shown under it, marked invalid and announced. */
  error?: string | null;
  /** A hint under the field while there is no error. */
  helperText?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A second-factor code: a numeric keyboard and one-time-code autofill for the app's code,
 * plain text for a recovery code. An error replaces the hint and is announced (role alert).
 */
export const CodeField = ({ value, onChange, kind = 'totp', error, helperText, autoFocus, disabled, inputRef }: CodeFieldProps) => {
  const translate = useTranslate();
  const totp = kind === 'totp';
  const htmlInput = totp
    ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 7, pattern: '[0-9 ]*' }
    : { inputMode: 'text' as const, autoComplete: 'off', autoCapitalize: 'characters', maxLength: 13, spellCheck: false, placeholder: 'XXXXX-XXXXX' };
  return (
    <TextField
      label={translate(totp ? 'app.second_factor.code_label' : 'app.second_factor.recovery_label')}
      name="code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error || helperText}
      autoFocus={autoFocus}
      disabled={disabled}
      inputRef={inputRef}
      fullWidth
      margin="normal"
      slotProps={{
        htmlInput: { ...htmlInput, style: { fontFamily: 'monospace', letterSpacing: '0.1em' } },
        formHelperText: error ? { role: 'alert' } : undefined,
      }}
    />
  );
};
