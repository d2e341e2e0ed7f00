import { createElement, lazy, useEffect, useState, type ComponentProps, type ComponentType } from 'react';

/** A lazy screen that can also be loaded ahead of its first drawing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props
export type LazyScreen<C extends ComponentType<any>> = ComponentType<ComponentProps<C>> & {
  /** Loads the screen's module; once settled, the screen draws at once instead of suspending. */
  preload: () => Promise<C>;
  /** Whether its module is loaded: drawn now, it would not suspend. */
  isLoaded: () => boolean;
};

/**
 * React.lazy for a module's named export, so each screen is its own chunk while the modules
 * keep named exports. A screen whose module is loaded (`preload`, src/shell/routeScreens.ts)
 * draws straight away: React.lazy suspends even then, and on a page load its answer would wait
 * behind the layout's drawing, holding back the list's call.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props
export const lazyNamed = <K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
): LazyScreen<M[K]> => {
  let loaded: M[K] | undefined;
  let loading: Promise<M[K]> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  type Props = ComponentProps<M[K]>;
  const Screen = (props: Props) => {
    // Chosen once per mount: going from the lazy to the loaded component would remount it.
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<Props>);
    return createElement(Component, props);
  };
  return Object.assign(Screen, { preload, isLoaded: () => loaded !== undefined });
};

/**
 * Loads `screen` (while `wanted`) and answers whether it may be drawn: its module is loaded, or
 * failed to load (drawn anyway, the lazy screen then tries again and throws as it did). A parent
 * that draws nothing until then, instead of a Suspense fallback, keeps React from holding the
 * screen back: React 19 shows content that replaces a fallback no sooner than 300 ms after that
 * fallback was shown, and on a reload the admin's chunks come from the cache well within that.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props
export function useLoaded(screen: LazyScreen<ComponentType<any>>, wanted = true): boolean {
  const [settled, setSettled] = useState(screen.isLoaded);
  useEffect(() => {
    if (!wanted || settled) return;
    let mounted = true;
    const settle = () => mounted && setSettled(true);
    screen.preload().then(settle, settle);
    return () => {
      mounted = false;
    };
  }, [screen, wanted, settled]);
  return settled || screen.isLoaded();
}
