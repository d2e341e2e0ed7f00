import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A one-field form's refusals (a code or a password): the message under the field, the one above
 * it, and the focus back on the field after each, once it is enabled again (a disabled field takes
 * no focus).
 */
export function useFieldRefusals() {
  const input = useRef<HTMLInputElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) input.current?.focus();
  }, [refusals]);
  const refuse = useCallback((field: string | null, general: string | null) => {
    setFieldError(field);
    setError(general);
    setRefusals((count) => count + 1);
  }, []);
  /** Both messages gone (a new try, another kind of code). */
  const clear = useCallback(() => {
    setFieldError(null);
    setError(null);
  }, []);
  return { input, fieldError, setFieldError, error, refuse, clear };
}
