/**
 * The scripts a page load fetched until its screen was loaded, kept per path and preloaded as
 * soon as the next load of that path starts, beside the admin's own chunks. Which screen a path
 * opens is known only from the admin's route table (routeScreens.ts, derived from the resources'
 * declarations), and a table loadable without the admin would make every screen loadable
 * without it, which splits the admin into many more chunks. Script addresses only; a new
 * version's have other names, so an old one is preloaded in vain once (a 404), then replaced.
 */
export const SCREEN_SCRIPTS_KEY = 'flotilla.screenScripts';
/** Paths kept, the most recently loaded last. */
const PATHS_KEPT = 20;

const readKept = (): Record<string, string[]> => {
  try {
    const kept = JSON.parse(localStorage.getItem(SCREEN_SCRIPTS_KEY) ?? 'null') as unknown;
    if (kept && typeof kept === 'object' && !Array.isArray(kept)) return kept as Record<string, string[]>;
  } catch {
    // Unreadable: start again.
  }
  return {};
};

const isOwnScript = (url: string) => {
  try {
    return new URL(url).origin === window.location.origin && /\.js$/.test(new URL(url).pathname);
  } catch {
    return false;
  }
};

/** The page's own scripts (index.html's entry and its preloads), which every load fetches anyway. */
const PAGE_SCRIPTS = new Set(
  [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')].map((e) => (e instanceof HTMLScriptElement ? e.src : e.href)),
);

/** Preloads (modulepreload, as the bundler's own loader does) the scripts the last load of `path` fetched. */
export const preloadScreenScripts = (path: string) => {
  const scripts = readKept()[path];
  if (!Array.isArray(scripts)) return;
  for (const href of scripts.filter((s) => typeof s === 'string' && isOwnScript(s))) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};

/** Keeps the scripts this page has fetched so far (its screen now loaded) for the next load of `path`. */
export const keepScreenScripts = (path: string) => {
  const scripts = [...new Set(performance.getEntriesByType('resource').map((entry) => entry.name))].filter((url) => isOwnScript(url) && !PAGE_SCRIPTS.has(url));
  const kept = readKept();
  delete kept[path];
  kept[path] = scripts;
  for (const old of Object.keys(kept).slice(0, -PATHS_KEPT)) delete kept[old];
  try {
    localStorage.setItem(SCREEN_SCRIPTS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the next load fetches its screen after the admin, as without this.
  }
};
