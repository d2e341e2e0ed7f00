import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '8000';

export default defineConfig({
  plugins: [react()],
  // A polyfill the sign-in page would carry for nothing: src/shims/object-entries.cjs says why.
  resolve: { alias: { 'object.entries': fileURLToPath(new URL('src/shims/object-entries.cjs', import.meta.url)) } },
  // No source maps in the served build, which would hand out the app's source; SOURCEMAP=1 writes them for local debugging, and the server never serves .map files.
  build: {
    outDir: 'dist',
    sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // The sign-in page in one chunk and the admin in one more (sign-in ≤ 200 KB, with the first
        // screen ≤ 300 KB: test/e2e/bundle.test.ts), since brotli packs one file tighter than the same
        // code in many. Left alone, the bundler split them into 25 (the admin's modules by the screens
        // sharing them), all loaded with the first screen anyway: 306 → 282 KB. Higher priority takes
        // its modules first; a group also takes what its modules import statically, less what a group
        // before it took.
        codeSplitting: {
          groups: [
            // What index.html's entry imports statically: the sign-in page.
            { name: 'index', tags: ['$initial'], priority: 3 },
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
