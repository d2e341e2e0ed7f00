import path from 'node:path';

/**
 * Cache-Control for a file of the built client: vite names everything under assets/ by its
 * content hash, so a browser may keep it for a year; anything else (index.html, also sent for
 * client routes) is revalidated on every load, so a new build reaches users at once.
 */
export function clientCacheControl(root: string, filePath: string): string {
  const relative = path.relative(root, filePath).split(path.sep);
  return relative[0] === 'assets' && relative.length > 1 ? 'public, max-age=31536000, immutable' : 'no-cache';
}
