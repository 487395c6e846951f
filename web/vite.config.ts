import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { BUILD_ASSETS_PATH } from '@rawi/proto';
import { defineConfig } from 'vite';
import { languageBootstrapPlugin } from './vite/languageBootstrapPlugin.ts';
import { precompressPlugin } from './vite/precompressPlugin.ts';
import { replyRoutesPlugin } from './vite/replyRoutesPlugin.ts';

/** Where the gateway listens in the local run; the dev and preview servers proxy /api to it. */
const API_TARGET = process.env.RAWI_API_URL ?? 'http://127.0.0.1:8080';
const apiProxy = { '/api': { target: API_TARGET, changeOrigin: false } };

/**
 * styled-components' Babel plugin gives every component an id from its file and position, so
 * the server's render and the browser's hydration name the same classes whatever order the
 * page chunks load in (the default ids count components in load order).
 */
const styledComponentIds = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [
      ['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }],
    ],
  }),
  rolldown: { filter: { code: /from 'styled-components'/ } },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    babel({ presets: [styledComponentIds], sourceMap: false }),
    languageBootstrapPlugin(),
    replyRoutesPlugin(),
    // The browser's files only: the server renderer's are never sent.
    ...(isSsrBuild ? [] : [precompressPlugin()]),
  ],
  // The server renderer carries its libraries (no CommonJS default-import surprises in Node).
  ssr: { noExternal: true },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: isSsrBuild
    ? // web/dist-server/entry-server.js: what the web server renders pages with (npm run build).
      { outDir: 'dist-server', sourcemap: false, emptyOutDir: true }
    : {
        outDir: 'dist',
        // Where the server sends files immutable and the gateway keeps them (proto: BUILD_ASSETS_PATH).
        assetsDir: BUILD_ASSETS_PATH.slice(1, -1),
        sourcemap: false,
        // dist/.vite/manifest.json: lets scripts/bundle-size.ts find the admin chunk by its source
        // and the server preload a page's chunk. Fonts are preloaded by the server; inlining them
        // as data URLs would defeat caching.
        assetsInlineLimit: 2048,
        manifest: true,
        // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox
        // 115): the polyfill would only add to the first screen's JavaScript budget.
        modulePreload: { polyfill: false },
      },
}));
