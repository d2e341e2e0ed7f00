import { isValidElement, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteProps } from 'react-router-dom';
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

/** Every screen a page can open on, by route: the resources' lists, creates and own routes, and the loan screens. */
const SCREEN_ROUTES = [
  ...RESOURCES.flatMap(([name, definition]) => [
    screenRoute(`/${name}`, definition.list as Screen),
    screenRoute(`/${name}/create`, definition.create as Screen),
    ...screensOfRoutes(`/${name}`, definition.children),
  ]),
  ...screensOfRoutes('', loanRoutes),
];

const preloadOf = (screen: Screen) => {
  const type = isValidElement(screen) ? screen.type : screen;
  return (type as Preloadable | undefined)?.preload;
};

/**
 * Loads the lazy screen the page at `pathname` opens on, so that the admin's first drawing
 * draws it instead of its loading fallback (common/lazyNamed.ts; issue #11). A screen that
 * fails to load is left to its own error; a path without a lazy screen needs nothing.
 */
export const preloadOpeningScreen = async (pathname: string): Promise<void> => {
  // Ranked as the router ranks them: /usuarios/plataforma is its own screen, not a user's record.
  const matches = matchRoutes(SCREEN_ROUTES, pathname);
  const preload = preloadOf(matches?.at(-1)?.route.handle as Screen);
  await preload?.().catch(() => undefined);
};
