import { Children, cloneElement, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import type { RouteProps } from 'react-router-dom';
import { RequireAccess } from './RequireAccess';
import type { ScreenAccess, ScreenHandle } from './screenAccess';

type Definition = Omit<ResourceProps, 'name'>;
type Screen = Definition['list'];

const SCREENS: readonly ScreenAccess[] = ['list', 'create', 'edit', 'show'];

/** The access a child route declares (screenAccess.ts), if it draws a screen of its own. */
export const accessOfRoute = (route: ReactNode): ScreenAccess | undefined =>
  isValidElement<RouteProps>(route) ? (route.props.handle as Partial<ScreenHandle> | undefined)?.access : undefined;

const guarded = (access: ScreenAccess, screen: NonNullable<Screen>) => (
  <RequireAccess access={access}>{isValidElement(screen) ? screen : createElement(screen)}</RequireAccess>
);

/**
 * A resource as <Resource> receives it, each screen it draws (its list, create, edit and show, and
 * the child routes that declare their access) behind RequireAccess: a group that may not use one
 * gets the access-denied page at the address it asked for, the same for every resource and screen.
 */
export const guardScreens = (definition: Definition): Definition => {
  const screens = Object.fromEntries(SCREENS.flatMap((access) => (definition[access] ? [[access, guarded(access, definition[access])]] : [])));
  const children = Children.map(definition.children, (route) => {
    const access = accessOfRoute(route);
    if (!access) return route;
    const { element } = (route as ReactElement<RouteProps>).props;
    return cloneElement(route as ReactElement<RouteProps>, { element: <RequireAccess access={access}>{element}</RequireAccess> });
  });
  return { ...definition, ...screens, children };
};
