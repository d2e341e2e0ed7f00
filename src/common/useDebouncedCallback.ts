import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that calls the latest `callback` once calls stop for `delayMs`
 * (the last call's arguments win). Pending calls are dropped on unmount.
 */
export const useDebouncedCallback = <A extends unknown[]>(callback: (...args: A) => void, delayMs: number) => {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
};
