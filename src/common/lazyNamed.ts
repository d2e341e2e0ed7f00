import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export, so each screen is its own chunk while the
 * modules keep named exports.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props
export const lazyNamed = <M extends Record<string, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => lazy(() => load().then((module) => ({ default: module[name] })));
