import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An element that takes the focus after each change that may have removed the one that had it
 * (a dialog's opener replaced, a row gone, a refused field): `focusLater` asks for it once the
 * change is drawn. Answers the element's ref and that call.
 */
export function useFocusAfter<T extends HTMLElement>() {
  const target = useRef<T>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (changes > 0) target.current?.focus();
  }, [changes]);
  const focusLater = useCallback(() => setChanges((count) => count + 1), []);
  return [target, focusLater] as const;
}
