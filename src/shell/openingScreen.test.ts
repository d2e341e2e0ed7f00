import type { ReactElement } from 'react';
import type { LazyScreen } from '../common/lazyNamed';
import { loanRoutes } from '../loans';
import { RESOURCES } from '../resources';
import { preloadOpeningScreen } from './openingScreen';

type Preloadable = LazyScreen<() => null>;
const definition = (name: string) => RESOURCES.find(([resource]) => resource === name)![1];
const routeScreen = (routes: unknown, path: string) =>
  ((routes as ReactElement<{ path: string; element: ReactElement }>[]).find((route) => route.props.path === path)!.props.element.type) as Preloadable;

// Each preload replaced by a spy that says which screen was asked for.
const asked: string[] = [];
const watch = (label: string, screen: unknown) => vi.spyOn(screen as Preloadable, 'preload').mockImplementation(async () => void asked.push(label) as never);

beforeEach(() => {
  asked.length = 0;
  watch('users list', definition('usuarios').list);
  watch('platform users list', definition('usuarios/plataforma').list);
  watch('users create', definition('usuarios').create);
  watch('user record', routeScreen(definition('usuarios').children, ':id'));
  watch('trips list', routeScreen(loanRoutes, '/viajes_fleet/viajes'));
  watch('trip record', routeScreen(loanRoutes, '/viajes_fleet/viajes/:viaje'));
});
afterEach(() => vi.restoreAllMocks());

describe('preloadOpeningScreen: the screen a page opens on, loaded before the admin draws (issue #11)', () => {
  it.each([
    ['/usuarios', 'users list'],
    ['/usuarios/', 'users list'],
    ['/usuarios/plataforma', 'platform users list'],
    ['/usuarios/create', 'users create'],
    ['/usuarios/12', 'user record'],
    ['/viajes_fleet/viajes', 'trips list'],
    ['/viajes_fleet/viajes/7', 'trip record'],
  ])('%s loads the %s and nothing else', async (path, screen) => {
    await preloadOpeningScreen(path);
    expect(asked).toEqual([screen]);
  });

  it('asks for nothing on a page without a lazy screen', async () => {
    await preloadOpeningScreen('/');
    await preloadOpeningScreen('/no-existe');
    expect(asked).toEqual([]);
  });

  it('settles even when the screen fails to load, leaving the error to the screen', async () => {
    vi.spyOn(definition('plantas').list as Preloadable, 'preload').mockRejectedValue(new Error('chunk missing'));
    await expect(preloadOpeningScreen('/plantas')).resolves.toBeUndefined();
  });
});
