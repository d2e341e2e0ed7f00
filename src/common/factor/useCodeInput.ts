import { useCallback, useState } from 'react';
import { useFieldRefusals } from './useFieldRefusals';

/**
 * A code field's value with its refusals (useFieldRefusals): typing takes the message under the
 * field away; `field` spreads into CodeField (value, onChange, error, inputRef).
 */
export function useCodeInput() {
  const refusals = useFieldRefusals();
  const { input, fieldError, setFieldError } = refusals;
  const [code, setCode] = useState('');
  const onChange = useCallback(
    (value: string) => {
      setCode(value);
      setFieldError(null);
    },
    [setFieldError],
  );
  /** The field emptied and its message gone (another kind of code). */
  const reset = useCallback(() => onChange(''), [onChange]);
  return { ...refusals, code, reset, field: { value: code, onChange, error: fieldError, inputRef: input } };
}
