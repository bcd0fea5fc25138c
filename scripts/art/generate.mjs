// Generates the site's own SVG art into apps/web/public/art. Run: node scripts/art/generate.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../../apps/web/public/art');

const groups = await Promise.all(
  ['brand', 'banners', 'vendors', 'payments', 'categories', 'misc', 'promotions'].map(async (name) => {
    try {
      const mod = await import(`./${name}.mjs`);
      return mod[name]();
    } catch (e) {
      if (e.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes(`${name}.mjs`)) return {};
      throw e;
    }
  }),
);

let count = 0;
for (const files of groups) {
  for (const [rel, text] of Object.entries(files)) {
    const file = join(outDir, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    const kb = Buffer.byteLength(text) / 1024;
    console.log(`${rel.padEnd(32)} ${kb.toFixed(1)} KB${kb > 12 ? '  <-- over 12 KB' : ''}`);
    count++;
  }
}
console.log(`${count} files`);
