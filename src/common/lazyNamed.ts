import { createElement, lazy, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { holdWhileLoading } from '../providers/firstAnswer';

/** A lazy screen that can also be loaded ahead of its first drawing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props
export type LazyScreen<C extends ComponentType<any>> = ComponentType<ComponentProps<C>> & {
  /** Loads the screen's module; once settled, the screen draws at once instead of suspending. */
  preload: () => Promise<C>;
  /** Whether its module is loaded: drawn now, it would not suspend. */
  isLoaded: () => boolean;
};

/**
 * A module's named export as its own chunk, while the modules keep named exports. A screen whose
 * module is loaded (`preload`, src/shell/routeScreens.ts) draws straight away; one still loading
 * draws nothing meanwhile (never a Suspense fallback, see `useLoaded`). React.lazy stays behind
 * it for a module that failed to load: drawn anyway, it tries again and throws as it did.
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
    // Nothing until the module is loaded, rather than suspending: a Suspense boundary that already
    // shows a screen would keep the one being left mounted (hidden) while this one loads, and
    // that screen's pending work (a search typed 500 ms ago) could still take the reader back.
    const ready = useLoaded(lazyScreen);
    // On a page load, the bell's short wait for a screen that never asks starts once this has drawn.
    useEffect(() => (ready ? undefined : holdWhileLoading()), [ready]);
    if (!ready) return null;
    return createElement((loaded ?? Lazy) as ComponentType<Props>, props);
  };
  const lazyScreen: LazyScreen<M[K]> = Object.assign(Screen, { preload, isLoaded: () => loaded !== undefined });
  return lazyScreen;
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
