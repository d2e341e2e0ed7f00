/**
 * Which files of the built client are public: everything but source maps, which hand the app's
 * original source to anyone, and dot files (the build's own stamp, server/cli/buildIfChanged.ts).
 * `npm run build` writes no maps; a folder built with SOURCEMAP=1, or an old one, still has them,
 * and they answer 404 as missing files do.
 */
export function isPublicClientPath(urlPath: string): boolean {
  const pathname = urlPath.split(/[?#]/, 1)[0];
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape names no file: judged as sent.
  }
  return [pathname, decoded].every((p) => !/\.map$/i.test(p) && !/(^|\/)\./.test(p));
}

/**
 * Whether a path nobody found may get index.html (a client route, loaded directly). A missing
 * file under /assets/ is a script or style of an older build: answered 404, so the browser
 * reports a failed load (the shell reloads) instead of running index.html as a script.
 */
export function isClientRoute(urlPath: string): boolean {
  return isPublicClientPath(urlPath) && !urlPath.startsWith('/assets/');
}
