/**
 * A screen `width` px wide for MUI's useMediaQuery (jsdom has no matchMedia). The test setup
 * puts jsdom's own back after each file (pristineWindow.ts).
 */
export const screenWidth = (width: number) => {
  const evaluate = (query: string) => {
    // A system that prefers the light theme: react-admin turns dark for one that prefers dark.
    if (/prefers-color-scheme:\s*dark/.test(query)) return false;
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  window.matchMedia = ((query: string) => ({
    matches: evaluate(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
};
