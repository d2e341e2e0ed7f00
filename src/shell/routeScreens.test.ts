import type { ReactElement } from 'react';
import type { LazyScreen } from '../common/lazyNamed';
import { accountRoutes } from '../account';
import { loanRoutes } from '../loans';
import { RESOURCES } from '../resources';
import { preloadScreen, screenLoaderOf } from './routeScreens';

type Preloadable = LazyScreen<() => null>;
type RouteElement = ReactElement<{ path: string; element: ReactElement }>;
const definition = (name: string) => RESOURCES.find(([resource]) => resource === name)![1];
const routeScreen = (routes: unknown, path: string) => (routes as RouteElement[]).find((route) => route.props.path === path)!.props.element.type as Preloadable;

// Each preload replaced by a spy that says which screen was asked for.
const asked: string[] = [];
const watch = (label: string, screen: unknown) => vi.spyOn(screen as Preloadable, 'preload').mockImplementation(async () => void asked.push(label) as never);

describe('preloadScreen: the screen a page opens on, fetched beside the admin and loaded before it draws', () => {
  beforeEach(() => {
    asked.length = 0;
    watch('users list', definition('usuarios').list);
    watch('platform users list', definition('usuarios/plataforma').list);
    watch('users create', definition('usuarios').create);
    watch('user record', routeScreen(definition('usuarios').children, ':id'));
    watch('trips list', routeScreen(loanRoutes, '/viajes_fleet/viajes'));
    watch('trip record', routeScreen(loanRoutes, '/viajes_fleet/viajes/:viaje'));
    watch('my account', routeScreen(accountRoutes, '/mi_cuenta'));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['/usuarios', 'users list'],
    ['/usuarios/', 'users list'],
    ['/usuarios/plataforma', 'platform users list'],
    ['/usuarios/create', 'users create'],
    ['/usuarios/12', 'user record'],
    ['/viajes_fleet/viajes', 'trips list'],
    ['/viajes_fleet/viajes/7', 'trip record'],
    ['/mi_cuenta', 'my account'],
  ])('%s loads the %s and nothing else', async (path, screen) => {
    await preloadScreen(path);
    expect(asked).toEqual([screen]);
  });

  it('asks for nothing on a page without a lazy screen', async () => {
    await preloadScreen('/');
    await preloadScreen('/no-existe');
    expect(asked).toEqual([]);
  });

  it('settles even when the screen fails to load, leaving the error to the screen', async () => {
    vi.spyOn(definition('plantas').list as Preloadable, 'preload').mockRejectedValue(new Error('chunk missing'));
    await expect(preloadScreen('/plantas')).resolves.toBeUndefined();
  });
});

describe('screenLoaderOf: every screen the app routes, read from its declarations', () => {
  /** Every path the app routes to a screen of its own: the resources' lists and child routes, and the loan routes. */
  const routed = (): [string, unknown][] => [
    ...RESOURCES.filter(([, d]) => d.list).map(([name, d]): [string, unknown] => [`/${name}`, d.list]),
    ...RESOURCES.flatMap(([name, d]) => ((d.children ?? []) as RouteElement[]).map((r): [string, unknown] => [`/${name}/${r.props.path}`, r.props.element.type])),
    ...(loanRoutes as RouteElement[]).map((r): [string, unknown] => [r.props.path, r.props.element.type]),
  ];

  it("gives each routed lazy screen's own loader, so a new screen is preloaded with no list to update", () => {
    const screens = routed().filter(([, screen]) => typeof (screen as Partial<Preloadable>).preload === 'function');
    // The app's own screens: a change in how they are declared must not leave this test checking nothing.
    expect(screens.map(([path]) => path)).toEqual(expect.arrayContaining(['/usuarios', '/vehiculos', '/vehiculos/:vehiculo', '/solicitudes', '/viajes_fleet/solicitudes']));
    for (const [path, screen] of screens) {
      const example = path.replace(/\/:[^/]+/g, '/7').replace(/\/\*$/, '');
      expect(screenLoaderOf(example), path).toBe((screen as Preloadable).preload);
    }
  });
});
