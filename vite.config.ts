import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '8000';

export default defineConfig({
  plugins: [react()],
  // No source maps in the served build, which would hand out the app's source; SOURCEMAP=1 writes them for local debugging, and the server never serves .map files.
  build: { outDir: 'dist', sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false, chunkSizeWarningLimit: 1500 },
  server: { port: 5173, proxy: { '/api': { target: `http://localhost:${apiPort}`, ws: true } } },
});
