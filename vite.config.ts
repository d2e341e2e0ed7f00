import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '8000';

/**
 * index.html preloads the sign-in page's chunk, which the entry imports only once it has started
 * the page load (src/main.tsx): fetched from the first byte of the page, not after the entry ran.
 */
const preloadShell = (): Plugin => ({
  name: 'flotilla-preload-shell',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) =>
      Object.values(bundle ?? {})
        .filter((output) => output.type === 'chunk' && output.name === 'shell')
        .map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` }, injectTo: 'head' as const })),
  },
});

export default defineConfig({
  plugins: [react(), preloadShell()],
  // A polyfill the sign-in page would carry for nothing: src/shims/object-entries.cjs says why.
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('src/shims/object-entries.cjs', import.meta.url)) } },
  // No source maps in the served build, which would hand out the app's source; SOURCEMAP=1 writes them for local debugging, and the server never serves .map files.
  build: {
    outDir: 'dist',
    sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The sign-in page in two chunks (the page load's start, a few KB, then React DOM, MUI and the
        // form) and the admin in one more (sign-in ≤ 200 KB, with the first screen ≤ 300 KB:
        // test/e2e/bundle.test.ts), since brotli packs one file tighter than the same code in many.
        // Left alone, the bundler split them into 25 (the admin's modules by the screens sharing
        // them), all loaded with the first screen anyway: 306 → 282 KB. Higher priority takes its
        // modules first; a group also takes what its modules import statically, less what a group
        // before it took.
        codeSplitting: {
          groups: [
            // What index.html's entry imports statically: the start of a page load (src/shell/pageLoad.ts).
            { name: 'index', tags: ['$initial'], priority: 4 },
            // The sign-in page (React DOM, MUI, the words), which the entry imports once that start is made.
            { name: 'shell', test: /[\\/]src[\\/]shell[\\/]start\.tsx$/, priority: 3 },
            // The English words, loaded lazily by the sign-in page too: what they need beyond it stays
            // theirs, so that they never pull in the admin's chunk.
            { name: 'en', test: /[\\/]i18n[\\/]en[\\/]index\.ts$/, priority: 2 },
            // The admin and what it imports statically beyond the sign-in page; each screen keeps its own.
            { name: 'App', test: /[\\/]src[\\/]App\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': { target: `http://localhost:${apiPort}`, ws: true } } },
});
