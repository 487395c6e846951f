import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { languageBootstrapPlugin } from './vite/languageBootstrapPlugin.ts';

/** Where the gateway listens in the local run; the dev and preview servers proxy /api to it. */
const API_TARGET = process.env.RAWI_API_URL ?? 'http://127.0.0.1:8080';
const apiProxy = { '/api': { target: API_TARGET, changeOrigin: false } };

export default defineConfig({
  plugins: [react(), languageBootstrapPlugin()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    // dist/.vite/manifest.json: lets scripts/bundle-size.ts find the admin chunk by its source.
    // Fonts are preloaded by the language bootstrap; inlining them as data URLs would defeat caching.
    assetsInlineLimit: 2048,
    manifest: true,
  },
});
