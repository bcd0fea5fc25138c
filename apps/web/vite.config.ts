import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/serviceWorker.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The API server the dev server forwards to (`npm run dev` starts it on 8080). */
const apiTarget = process.env.LOTUS_API ?? 'http://127.0.0.1:8080';
const proxied = { target: apiTarget, changeOrigin: false };

/** The operator console's pages (`/console`, `/console/…`): its own HTML entry, as the server answers them. */
const CONSOLE_PAGE = /^\/console(\/[^.]*)?(\?.*)?$/;

/** Under the dev server, the console's routes answer console.html (the site's fallback is index.html). */
function consoleDevPages(): Plugin {
  return {
    name: 'lotus-console-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.url && CONSOLE_PAGE.test(req.url)) req.url = '/console.html';
        next();
      });
    },
  };
}

/**
 * React Router 7 exports only its development build (remix-run/react-router#12532), whose dev
 * warnings stay in the bundle; production builds take the package's own production files.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'production/dom-export.mjs') },
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), consoleDevPages(), serviceWorker(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(here, 'src') },
      ...(mode === 'production' ? reactRouterProduction : []),
    ],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/wps': proxied,
      '/lgw': proxied,
      '/lotto': proxied,
      // The operator API: the console's calls (and the CLI's, pointed at the dev server).
      '/ops': proxied,
      '/healthz': proxied,
      '/manifest.webmanifest': proxied,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph that build/firstLoad.ts follows for the size budget.
    manifest: true,
    rolldownOptions: {
      // The site (index.html) and the operator console (console.html, apps/web/src/console): two entries
      // of one build. The console's entry imports only what the site's first load holds and loads the
      // rest lazily, so the groups below (`$initial`) gain nothing from it.
      input: { index: path.resolve(here, 'index.html'), console: path.resolve(here, 'console.html') },
      output: {
        codeSplitting: {
          groups: [
            // Libraries change less often than the site: separate, long-cached chunks. Only what the
            // first load needs ($initial) is grouped; libraries used only by lazy chunks (jose, for
            // one) stay with those chunks instead of joining the first load.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
            // The site's own code on the first load, in one chunk: split by who shares what, it was ~25 small
            // chunks whose import and export glue alone cost ≈1 kB gzip. The two entries stay their own chunks.
            {
              name: 'shell',
              test: /[\\/]src[\\/](?!main\.tsx$|console[\\/]main\.tsx$)|[\\/]packages[\\/]/,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
}));
