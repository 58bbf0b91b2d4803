// Builds the web app (src/web/index.html) and the site access gate (src/web/gate.html) into dist/web.
// The API runs on port 8000; the dev server proxies /api to it.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = resolve(import.meta.dirname, 'src/web');

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        app: resolve(webRoot, 'index.html'),
        gate: resolve(webRoot, 'gate.html'),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8000', changeOrigin: false },
    },
  },
});
