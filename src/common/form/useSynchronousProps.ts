import { useLayoutEffect, useState } from 'react';

const shallowEqual = <T extends Record<string, unknown>>(a: T, b: T) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

/**
 * `props` as of the last synchronous update of the component. A change that arrives in an
 * asynchronous drawing (a form's check, a list loaded, a filter applied) comes back from a layout
 * effect, which React applies at once and synchronously, running that drawing's effects before
 * anything else can happen: a memo component drawn only from these props never has effects of an
 * earlier drawing still pending when the next key is typed.
 */
export function useSynchronousProps<T extends Record<string, unknown>>(props: T): T {
  const [drawn, setDrawn] = useState(props);
  useLayoutEffect(() => {
    if (!shallowEqual(drawn, props)) setDrawn(props);
  }, [drawn, props]);
  return drawn;
}
