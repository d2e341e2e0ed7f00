import { useCallback, useState } from 'react';
import { useFocusAfter } from '../useFocusAfter';

/**
 * A one-field form's refusals (a code or a password): the message under the field, the one above
 * it, and the focus back on the field after each, once it is enabled again (a disabled field takes
 * no focus).
 */
export function useFieldRefusals() {
  const [input, focusInputLater] = useFocusAfter<HTMLInputElement>();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refuse = useCallback((field: string | null, general: string | null) => {
    setFieldError(field);
    setError(general);
    focusInputLater();
  }, [focusInputLater]);
  /** Both messages gone (a new try, another kind of code). */
  const clear = useCallback(() => {
    setFieldError(null);
    setError(null);
  }, []);
  return { input, fieldError, setFieldError, error, refuse, clear };
}
