import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ResourceDefinitionContextProvider, useSidebarState, type ResourceDefinition } from 'react-admin';
import { TestAdmin } from '../../test/client/TestAdmin';
import { GROUPS } from '../../domain/roles';
import { clearSession, saveSession } from '../providers/session';
import { RESOURCES } from '../resources';
import { Menu } from './Menu';
import { currentEntryPath, shownSections } from './menuEntries';

/** The resources as <Admin> registers them (src/App.tsx): the menu reads their lists and icons. */
const DEFINITIONS: Record<string, ResourceDefinition> = Object.fromEntries(
  RESOURCES.map(([name, definition]) => [name, { name, hasList: definition.list !== undefined, hasCreate: false, hasEdit: false, hasShow: false, icon: definition.icon }]),
);

/** The menu that a button mounts afresh in the same admin (and store), as on a reload; another folds it to icons. */
const Remountable = () => {
  const [mount, setMount] = useState(0);
  const [, setSidebarOpen] = useSidebarState();
  return (
    <>
      <button onClick={() => setMount(mount + 1)}>recargar</button>
      <button onClick={() => setSidebarOpen(false)}>plegar</button>
      <Menu key={mount} />
    </>
  );
};

const renderMenu = (group: string, path = '/') => {
  saveSession({
    email: 'x@flotilla.mx', rol: group, roles: [group], nombre: 'X', id: 3, access: 'a', refresh: 'r', remember: false, language: 'es',
    websockets_token: '', accessExpiresAt: Date.now() + 60_000, refreshExpiresAt: Date.now() + 120_000,
  });
  return render(
    <TestAdmin groups={[group]} path={path}>
      <ResourceDefinitionContextProvider definitions={DEFINITIONS}>
        <Remountable />
      </ResourceDefinitionContextProvider>
    </TestAdmin>,
  );
};

/** Each section's name and its entries' names, as a screen reader meets them. */
const sections = () =>
  screen.getAllByRole('group').map((group) => {
    const [heading, ...entries] = within(group).getAllByRole('menuitem');
    return [heading.textContent, entries.map((entry) => entry.textContent)];
  });

const ADMIN_SECTIONS = [
  ['Personas', ['Usuarios', 'Usuarios de plataforma', 'Departamentos']],
  ['Flota', ['Vehículos', 'Solicitudes de préstamo', 'Solicitudes de flota', 'Viajes de flota', 'Tarjetas de gasolina', 'Tarjetas TAG', 'Vencimientos']],
  ['Transporte de personal', ['Rutas', 'Viajes', 'Viajes por conductor', 'Viajes por pasajero', 'Solicitudes de viaje']],
  ['Seguridad', ['Alertas']],
  ['Catálogos', ['Plantas', 'Piezas', 'Accesorios']],
  ['Preferencias', ['Configuración', 'Notificaciones']],
];

afterEach(() => clearSession());

describe('the menu', () => {
  it('shows an administrator every section with its heading and entries, home first', async () => {
    renderMenu(GROUPS.admin);
    expect((await screen.findAllByRole('menuitem'))[0]).toHaveTextContent('Inicio');
    expect(sections()).toEqual(ADMIN_SECTIONS);
  });

  it.each([GROUPS.rh_admin, GROUPS.c4])('shows %s only the entries its group may open (no platform users)', async (group) => {
    renderMenu(group);
    await screen.findAllByRole('menuitem');
    expect(sections()).toEqual(ADMIN_SECTIONS.map(([name, entries]) => [name, (entries as string[]).filter((entry) => entry !== 'Usuarios de plataforma')]));
  });

  it('closes and opens a section from its heading, and remembers it', async () => {
    renderMenu(GROUPS.admin);
    const people = await screen.findByRole('menuitem', { name: 'Personas' });
    expect(people).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(people);
    expect(people).toHaveAttribute('aria-expanded', 'false');
    // Once it has folded away.
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Usuarios' })).toBeNull());
    expect(screen.getByRole('menuitem', { name: 'Plantas' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'recargar' }));
    expect(await screen.findByRole('menuitem', { name: 'Personas' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Usuarios' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Personas' }));
    expect(await screen.findByRole('menuitem', { name: 'Usuarios' })).toBeInTheDocument();
  });

  it('folded to icons, shows every entry, a closed section\'s too, each section still a named group', async () => {
    renderMenu(GROUPS.admin);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Personas' }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Usuarios' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'plegar' }));
    expect(await screen.findByRole('menuitem', { name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Personas' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Personas' })).getAllByRole('menuitem')).toHaveLength(3);
  });

  it('marks the current screen, and only it, under a path two entries start', async () => {
    renderMenu(GROUPS.admin, '/viajes/conductores');
    expect(await screen.findByRole('menuitem', { name: 'Viajes por conductor' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Viajes' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('menuitem', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });
});

describe('menu entries', () => {
  it('leaves out a section with no entry the group may open', () => {
    const platformOnly = [{ id: 'people' as const, entries: [{ resource: 'usuarios/plataforma' }] }];
    expect(shownSections([GROUPS.c4], DEFINITIONS, platformOnly)).toEqual([]);
    expect(shownSections([GROUPS.admin], DEFINITIONS, platformOnly).map((section) => section.id)).toEqual(['people']);
  });

  it('leaves out a resource the admin does not register', () => {
    expect(shownSections([GROUPS.admin], {}, [{ id: 'fleet', entries: [{ resource: 'vehiculos' }] }])).toEqual([]);
  });

  it('takes the longest entry path the address is or lies under', () => {
    const paths = ['/viajes', '/viajes/solicitudes', '/usuarios', '/usuarios/plataforma'];
    expect(currentEntryPath(paths, '/viajes/solicitudes/5')).toBe('/viajes/solicitudes');
    expect(currentEntryPath(paths, '/viajes/12/show')).toBe('/viajes');
    expect(currentEntryPath(paths, '/usuarios/plataforma/create')).toBe('/usuarios/plataforma');
    expect(currentEntryPath(paths, '/viajesx')).toBeUndefined();
  });
});
