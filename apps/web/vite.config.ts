import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/serviceWorker.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The API server the dev server forwards to (`npm run dev` starts it on 8080). */
const apiTarget = process.env.LOTUS_API ?? 'http://127.0.0.1:8080';
const proxied = { target: apiTarget, changeOrigin: false };

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
  plugins: [react(), tailwindcss(), serviceWorker(), precompress()],
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
          ],
        },
      },
    },
  },
}));
