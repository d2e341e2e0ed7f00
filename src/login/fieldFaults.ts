import { useCallback, useState } from 'react';

/** The fields of a sign-in or recovery form at fault, each with the reason shown under it. */
export type Faults<Field extends string> = Partial<Record<Field, string>>;

/**
 * What a form's fields say when they are at fault: red, `aria-invalid`, and the reason as the
 * field's helper text (MUI links it with `aria-describedby`), so that a person, and a screen
 * reader, find which field to fix, not only that something is wrong.
 */
export const useFieldFaults = <Field extends string>() => {
  const [faults, setFaults] = useState<Faults<Field>>({});
  /** The props that mark `field` when it is at fault. */
  const markOf = useCallback((field: Field) => (faults[field] ? { error: true, helperText: faults[field] } : {}), [faults]);
  /** A field's fault is gone once the person changes it. */
  const clear = useCallback((field: Field) => setFaults((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);
  return { faults, setFaults, markOf, clear };
};

/** The first field at fault, in the form's order, to take the focus. */
export const firstFault = <Field extends string>(order: readonly Field[], faults: Faults<Field>): Field | undefined =>
  order.find((field) => faults[field]);
