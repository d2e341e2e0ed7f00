import { render, screen } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Resource, ResourceDefinitionContextProvider, type ResourceProps } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { signIn } from '../../test/client/fetchMock';
import { GROUPS } from '../../domain/roles';
import { i18nProvider } from '../providers/i18nProvider';
import { RESOURCES } from '../resources';
import { accessOfRoute, guardScreens } from './guardScreens';
import { RequireAccess } from './RequireAccess';
import type { ScreenAccess } from './screenAccess';

type Definition = Omit<ResourceProps, 'name'>;
const definitionOf = (name: string) => RESOURCES.find(([resource]) => resource === name)![1];

/** The app's registration of one resource (src/App.tsx), at `path`, for a person of `group`. */
const openAs = (group: string, name: string, path: string, definition: Definition = definitionOf(name)) => {
  signIn({ roles: [group], rol: group });
  return render(
    <TestAdmin groups={[group]} path={path}>
      {/* What <Admin> registers from its resources, read for the way back to a list. */}
      <ResourceDefinitionContextProvider definitions={Object.fromEntries(RESOURCES.map(([resource, { list }]) => [resource, { name: resource, hasList: Boolean(list) }]))}>
        <Routes>
          <Route path={`/${name}/*`} element={<Resource name={name} {...guardScreens(definition)} />} />
        </Routes>
      </ResourceDefinitionContextProvider>
    </TestAdmin>,
  );
};

const denied = async (role: string, path: string) => {
  expect(await screen.findByRole('heading', { level: 1, name: 'Acceso denegado' })).toBeInTheDocument();
  expect(screen.getByText(`Con su rol (${role}) no puede abrir la dirección ${path}.`)).toBeInTheDocument();
};
const link = (name: string) => screen.getByRole('link', { name });

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await i18nProvider.changeLocale('es');
});

describe('a screen the group may not use draws the access-denied page where it was asked for', () => {
  it('the same on the vehicle create and edit pages, with a way back to the list', async () => {
    openAs(GROUPS.rh_admin, 'vehiculos', '/vehiculos/agregar');
    await denied('HHRR Administrador', '/vehiculos/agregar');
    expect(link('Ir a Vehículos')).toHaveAttribute('href', '/vehiculos');
    expect(link('Ir al inicio')).toHaveAttribute('href', '/');
  });

  it("on the vehicle edit page, which used to send HR and C4 to the record without a word", async () => {
    openAs(GROUPS.c4, 'vehiculos', '/vehiculos/editar/ADY-793-H');
    await denied('C4', '/vehiculos/editar/ADY-793-H');
    expect(link('Ir a Vehículos')).toHaveAttribute('href', '/vehiculos');
  });

  it("on a user's edit page (a child route), for C4", async () => {
    openAs(GROUPS.c4, 'usuarios', '/usuarios/12/edit');
    await denied('C4', '/usuarios/12/edit');
    expect(link('Ir a Usuarios')).toHaveAttribute('href', '/usuarios');
  });

  it('on a list the group may not read: home is the way back', async () => {
    openAs(GROUPS.rh_admin, 'usuarios/plataforma', '/usuarios/plataforma');
    await denied('HHRR Administrador', '/usuarios/plataforma');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Ir al inicio']);
  });

  it("draws the screen itself for a group that may use it, and react-admin's own props too", async () => {
    const Screen = (label: string) => () => <p>{label}</p>;
    const plants: Definition = { list: Screen('Lista'), create: Screen('Formulario nuevo'), edit: Screen('Formulario'), show: Screen('Registro') };
    const view = openAs(GROUPS.admin, 'plantas', '/plantas/create', plants);
    expect(await screen.findByText('Formulario nuevo')).toBeInTheDocument();
    view.unmount();
    openAs(GROUPS.c4, 'plantas', '/plantas/3', plants);
    await denied('C4', '/plantas/3');
    expect(screen.queryByText('Formulario')).not.toBeInTheDocument();
  });
});

describe("every resource's screens are guarded", () => {
  const SCREENS: readonly ScreenAccess[] = ['list', 'create', 'edit', 'show'];
  const guardOf = (element: unknown) => (isValidElement(element) && element.type === RequireAccess ? (element.props as { access: ScreenAccess }).access : undefined);
  const routes = (children: unknown) => (Array.isArray(children) ? (children as ReactElement[]) : []);

  it.each(RESOURCES.map(([name, definition]) => [name, definition] as const))('%s', (_name, definition) => {
    const guarded = guardScreens(definition);
    for (const access of SCREENS) {
      if (definition[access]) expect(guardOf(guarded[access])).toBe(access);
    }
    const declared = routes(definition.children).flatMap((route) => accessOfRoute(route) ?? []);
    const guardedRoutes = routes(guarded.children).flatMap((route) => guardOf((route.props as { element: unknown }).element) ?? []);
    expect(guardedRoutes).toEqual(declared);
    // A form react-admin is told of (hasCreate, hasEdit) but drawn by a child route declares its access there.
    const flags = { create: definition.hasCreate, edit: definition.hasEdit };
    for (const [access, flagged] of Object.entries(flags)) {
      if (flagged && !definition[access as ScreenAccess]) expect(declared).toContain(access);
    }
  });
});
