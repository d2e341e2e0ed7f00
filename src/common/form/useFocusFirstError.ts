import { useEffect, useRef, type RefObject } from 'react';
import { useFormState } from 'react-hook-form';
import { errorsOf, firstTarget, focusControl, formOf } from './fieldTargets';

/**
 * After a refused send, the browser's check or the server's field errors alike, brings the
 * page's first field at fault into view and focuses it; when no field shows the error (the
 * server's form-wide one), `fallback` (the error summary) instead. `anchor` is any element
 * inside the form. Forms using it pass `shouldFocusError={false}`: react-hook-form's own focus
 * follows the order fields registered in, not the page's, and skips controls without a ref.
 */
export function useFocusFirstError(anchor: RefObject<Element | null>, fallback?: RefObject<HTMLElement | null>) {
  const { submitCount, isSubmitting, errors } = useFormState();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const names = errorsOf(errors).map((error) => error.name);
    if (names.length === 0) return;
    const target = firstTarget(formOf(anchor.current), names) ?? fallback?.current ?? undefined;
    if (target) focusControl(target);
  }, [submitCount, isSubmitting, errors, anchor, fallback]);
}
