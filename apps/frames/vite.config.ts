import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { FRAME_ASSETS_BASE, FRAME_ENTRIES } from './entries.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The built-in vendors' pages in the game frame (docs/decisions/0020-game-pages-in-typescript.md): one
 * entry per page script, no HTML (the server writes each page's shell, assets.ts). An entry's script
 * and style sheet keep their names (`house.js`, `house.css`), so the shell needs no manifest to name
 * them; shared code goes to hashed chunks the manifest lists for the shell's modulepreload links.
 */
export default defineConfig({
  base: `${FRAME_ASSETS_BASE}/`,
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // The frames' style sheets go with their entries, one per page (no shared CSS chunk to link).
    cssCodeSplit: true,
    rolldownOptions: {
      // The house's game modules build zod schemas at the top (fish.ts's bet schema beside FISH_TYPES): a
      // page imports their data, never the schemas, so those calls go when unused instead of bringing zod.
      treeshake: { manualPureFunctions: ['z'] },
      input: Object.fromEntries(FRAME_ENTRIES.map((e) => [e, path.resolve(here, `src/${e}.ts`)])),
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css')) ? '[name].css' : 'fonts/[name]-[hash][extname]',
      },
    },
  },
});
