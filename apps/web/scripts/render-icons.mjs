// Renders the brand's app icon (public/art/brand/app-icon.svg) to the PNG sizes a web app manifest
// needs (192 and 512), with Debian's Chromium through playwright-core: nothing is downloaded.
//   node apps/web/scripts/render-icons.mjs [path/to/icon.svg]
// Writes <icon>-192.png and <icon>-512.png beside the SVG; commit them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const svgPath = path.resolve(process.argv[2] ?? path.join(here, '../public/art/brand/app-icon.svg'));
const svg = fs.readFileSync(svgPath, 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const out = svgPath.replace(/\.svg$/, `-${size}.png`);
    await page.screenshot({ path: out, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`wrote ${path.relative(process.cwd(), out)}`);
    await page.close();
  }
} finally {
  await browser.close();
}
