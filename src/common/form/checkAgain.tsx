import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { isBlank } from '../validators';

/**
 * Checks `source` again whenever `other` changes, for a rule of `source` that reads `other`
 * ("not before the first year", "choose the file of this date"). react-hook-form checks only the
 * field that changed and react-admin's inputs take no `deps`, so the message of `source` stayed
 * on screen after `other` was fixed. `shownOnly`: only while `source` shows a message (a form
 * shows none before its first save); otherwise also whenever `source` has a value (a list's
 * filters apply as they are typed).
 */
export function useCheckAgainWhen(source: string, other: string, { shownOnly = false } = {}) {
  const { trigger, getValues, getFieldState } = useFormContext();
  const changed = useWatch({ name: other });
  const opened = useRef(true);
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    const shown = getFieldState(source).invalid;
    if (shown || (!shownOnly && !isBlank(getValues(source)))) void trigger(source);
  }, [changed, source, shownOnly, getValues, getFieldState, trigger]);
}

/** useCheckAgainWhen for a form's field pair, drawn beside them: it shows nothing. */
export const CheckAgainWhen = ({ source, other }: { source: string; other: string }) => {
  useCheckAgainWhen(source, other, { shownOnly: true });
  return null;
};
