import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/** A lazy screen that can also be loaded ahead of its first drawing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props
export type LazyScreen<C extends ComponentType<any>> = ComponentType<ComponentProps<C>> & {
  /** Loads the screen's module; once settled, the screen draws at once instead of suspending. */
  preload: () => Promise<C>;
};

/**
 * React.lazy for a module's named export, so each screen is its own chunk while the modules
 * keep named exports. A screen whose module is loaded (`preload`, src/shell/openingScreen.ts)
 * draws straight away: React.lazy suspends even then, and on a page load its answer waited
 * behind the layout's drawing (issue #11: ~180 ms before the list could start).
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
  return Object.assign(Screen, { preload });
};
