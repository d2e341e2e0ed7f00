import { isValidElement, type ReactElement } from 'react';
import { expect, test, vi } from 'vitest';
import { loanRoutes } from '../loans';
import { RESOURCES } from '../resources';
import { listScreenOf, listScreens } from './routeScreens';

/** A lazy screen as the test sees it: what it loads and which export it draws. */
interface LazyScreen {
  load: () => Promise<Record<string, unknown>>;
  exportName: string;
}

// The app's screens keep their loader, so the test can compare it with the early fetch's.
vi.mock('../common/lazyNamed', () => ({
  lazyNamed: (load: LazyScreen['load'], exportName: string) => Object.assign(() => null, { load, exportName }),
}));

/**
 * The settings page sits on its resource's list route but is one record, not a list; fetching it
 * early made the bundler regroup shared modules and the first screen after signing in 1.9 KB larger.
 */
const NOT_FETCHED_EARLY = new Set(['configuracion']);

/** Every list path the app routes (a resource's list, a loan list) and the lazy screen it draws. */
const appListScreens = (): [string, LazyScreen][] => [
  ...RESOURCES.filter(([name, definition]) => definition.list && !NOT_FETCHED_EARLY.has(name)).map(([name, definition]): [string, LazyScreen] => [`/${name}`, definition.list as unknown as LazyScreen]),
  ...loanRoutes
    .map((route) => route.props as { path: string; element: ReactElement })
    .filter(({ path }) => !path.includes(':'))
    .map(({ path, element }): [string, LazyScreen] => [path, (isValidElement(element) ? element.type : undefined) as unknown as LazyScreen]),
];

test('every list path of the app is fetched early, and none that the app does not route', () => {
  const paths = appListScreens().map(([path]) => path);
  // The app's own screens: a change in how they are declared must not leave this test checking nothing.
  expect(paths).toEqual(expect.arrayContaining(['/usuarios', '/vehiculos', '/solicitudes', '/viajes_fleet/solicitudes', '/departamentos']));
  expect(Object.keys(listScreens).sort()).toEqual([...paths].sort());
});

test("each list path's early fetch loads the very module (so the chunk) that the app's screen draws", { timeout: 120_000 }, async () => {
  for (const [path, screen] of appListScreens()) {
    const expected = await screen.load();
    const fetched = await listScreenOf(path)!();
    expect(fetched, path).toBe(expected);
    expect(expected[screen.exportName], path).toBeTypeOf('function');
  }
});

test("a list's path with a trailing slash names the same screen", () => {
  expect(listScreenOf('/usuarios')).toBeTypeOf('function');
  expect(listScreenOf('/usuarios/')).toBe(listScreenOf('/usuarios'));
});

test('a record, a form or the home page fetches nothing early', () => {
  expect(listScreenOf('/usuarios/12')).toBeUndefined();
  expect(listScreenOf('/usuarios/create')).toBeUndefined();
  expect(listScreenOf('/viajes_fleet/viajes/12')).toBeUndefined();
  expect(listScreenOf('/')).toBeUndefined();
});
