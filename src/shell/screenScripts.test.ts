import { SCREEN_SCRIPTS_KEY, keepScreenScripts, preloadScreenScripts } from './screenScripts';

const own = (name: string) => `${window.location.origin}/assets/${name}`;

/** The resources this page fetched, as the browser's timing entries list them. */
const fetched = (...names: string[]) =>
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(names.map((name) => ({ name }) as PerformanceEntry));

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe('screenScripts: the next load of a path fetches its screen beside the admin', () => {
  it("preloads the scripts the last load of the same path fetched, and only this site's scripts", () => {
    fetched(own('App-1.js'), own('UserList-2.js'), own('app.css'), 'https://elsewhere.example/x.js', `${window.location.origin}/api/usuarios/q/`);
    keepScreenScripts('/usuarios');
    preloadScreenScripts('/usuarios');
    expect(preloads()).toEqual([own('App-1.js'), own('UserList-2.js')]);
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) expect(link.crossOrigin).toBe('');
  });

  it('preloads nothing for a path not loaded before, or when what is kept is unreadable', () => {
    fetched(own('UserList-2.js'));
    keepScreenScripts('/usuarios');
    preloadScreenScripts('/vehiculos');
    expect(preloads()).toEqual([]);
    localStorage.setItem(SCREEN_SCRIPTS_KEY, '{"/usuarios": "not a list"');
    preloadScreenScripts('/usuarios');
    localStorage.setItem(SCREEN_SCRIPTS_KEY, JSON.stringify({ '/usuarios': ['javascript:alert(1)', 42] }));
    preloadScreenScripts('/usuarios');
    expect(preloads()).toEqual([]);
  });

  it('keeps the last load of each path, for the 20 paths loaded last', () => {
    for (let n = 1; n <= 22; n += 1) {
      fetched(own(`Screen${n}.js`));
      keepScreenScripts(`/ruta${n}`);
    }
    // /ruta3, the oldest kept, loaded again: /ruta4 is the oldest when /ruta23 comes.
    fetched(own('Screen3-new.js'));
    keepScreenScripts('/ruta3');
    fetched(own('Screen23.js'));
    keepScreenScripts('/ruta23');
    const kept = JSON.parse(localStorage.getItem(SCREEN_SCRIPTS_KEY)!) as Record<string, string[]>;
    expect(Object.keys(kept)).toHaveLength(20);
    expect([kept['/ruta1'], kept['/ruta2'], kept['/ruta4']]).toEqual([undefined, undefined, undefined]);
    expect(kept['/ruta3']).toEqual([own('Screen3-new.js')]);
    expect(kept['/ruta5']).toEqual([own('Screen5.js')]);
  });
});
