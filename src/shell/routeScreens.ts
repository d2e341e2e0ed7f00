import { isValidElement, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteProps } from 'react-router-dom';
import { accountRoutes } from '../account';
import { loanRoutes } from '../loans';
import { RESOURCES } from '../resources';

type Screen = ComponentType | ReactElement | undefined;
type Preloadable = { preload?: () => Promise<unknown> };

/** A route whose `handle` is the screen it draws. */
const screenRoute = (path: string, screen: Screen) => ({ path, handle: screen });

const screensOfRoutes = (base: string, routes: unknown) =>
  (Array.isArray(routes) ? (routes as ReactElement<RouteProps>[]) : []).map((route) =>
    screenRoute(`${base}/${route.props.path ?? ''}`.replace(/\/+/g, '/'), route.props.element as ReactElement),
  );

/**
 * Every screen a page can open on, by route, read from the app's own declarations: the
 * resources' lists, creates and child routes (src/resources.ts), the loan routes and My account. A new
 * screen given through `lazyNamed` is preloaded with nothing to add here.
 */
const SCREEN_ROUTES = [
  ...RESOURCES.flatMap(([name, definition]) => [
    screenRoute(`/${name}`, definition.list as Screen),
    screenRoute(`/${name}/create`, definition.create as Screen),
    ...screensOfRoutes(`/${name}`, definition.children),
  ]),
  ...screensOfRoutes('', loanRoutes),
  ...screensOfRoutes('', accountRoutes),
];

const preloadOf = (screen: Screen) => {
  const type = isValidElement(screen) ? screen.type : screen;
  return (type as Preloadable | undefined)?.preload;
};

/** The loader of the lazy screen the page at `pathname` opens on, if it has one. */
export const screenLoaderOf = (pathname: string) => {
  // Ranked as the router ranks them: /usuarios/plataforma is its own screen, not a user's record.
  const matches = matchRoutes(SCREEN_ROUTES, pathname);
  return preloadOf(matches?.at(-1)?.route.handle as Screen);
};

/**
 * Loads the lazy screen the page at `pathname` opens on (common/lazyNamed.ts), the one preload
 * of a page load: src/shell/Root.tsx starts it beside the admin's own chunks when a session is
 * stored, and waits for it before the admin's first drawing, which then draws the screen
 * instead of its loading fallback. Loading twice fetches once. A screen that fails to load is
 * left to its own error; a path without a lazy screen needs nothing.
 */
export const preloadScreen = async (pathname: string): Promise<void> => {
  await screenLoaderOf(pathname)?.().catch(() => undefined);
};
