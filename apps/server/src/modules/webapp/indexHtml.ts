import { BOOT_ELEMENT_ID, SYSTEM_STATUS, type BootData } from '@lotus/contracts';

/** Characters that could end a <script> element, open a comment or break a JavaScript line, as JSON escapes. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const UNSAFE_IN_ATTRIBUTE = /[&"'<>]/g;

const hex4 = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON that is safe inside <script type="application/json">: no `</script>`, `<!--` or `]]>` can appear. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, hex4);
}

export function escapeAttribute(value: string): string {
  return value.replace(UNSAFE_IN_ATTRIBUTE, (c) => `&#${c.charCodeAt(0)};`);
}

/** The first home banner: the largest paint of the home page, worth fetching before the scripts run. */
export function firstHomeBanner(boot: BootData): string | undefined {
  if (boot.systemStatus.status !== SYSTEM_STATUS.NORMAL) return undefined;
  return boot.permission.info.whitelabel.banners.find((b) => b.group === 'home')?.imageUrl;
}

/** Puts `snippet` before the first of `markers` found, or at the end when the template has none. */
function insertBefore(html: string, markers: string[], snippet: string): string {
  const at = markers.map((m) => html.indexOf(m)).find((i) => i >= 0) ?? -1;
  return at < 0 ? html + snippet : html.slice(0, at) + snippet + html.slice(at);
}

/**
 * apps/web/index.html's plain-HTML copy of the home page's first banner (with the comment before it),
 * and the attribute its picture's address replaces.
 */
const FIRST_PAINT = /(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<template id="lotus-first-paint">([\s\S]*?)<\/template>\s*/;
const FIRST_BANNER_SRC = 'data-first-banner';
const ROOT = '<div id="root"></div>';

/**
 * Puts the first banner into #root as plain HTML (React replaces it on its first render), so the
 * largest paint of the home page waits for the picture and the styles, not for the scripts. The
 * template itself never reaches the browser.
 */
function withFirstPaint(html: string, banner: string | undefined): string {
  const template = FIRST_PAINT.exec(html);
  if (!template) return html;
  html = html.slice(0, template.index) + html.slice(template.index + template[0].length);
  const markup = template[1]!.trim();
  if (!banner || !markup.includes(FIRST_BANNER_SRC) || !html.includes(ROOT)) return html;
  // Replacer functions: a `$&` in the address must stay literal.
  const filled = markup.replace(FIRST_BANNER_SRC, () => `src="${escapeAttribute(banner)}"`);
  return html.replace(ROOT, () => `<div id="root">${filled}</div>`);
}

export interface IndexHtmlExtras {
  /** The brand's boot data, read by the web once at start (apps/web/src/features/brand/boot.ts). */
  boot?: BootData;
  /** A picture to fetch early with high priority and paint from the HTML (the home page's first banner). */
  preloadImage?: string;
}

/** The built index.html with the brand's boot data, and the preload and first paint of the largest picture. */
export function renderIndexHtml(template: string, { boot, preloadImage }: IndexHtmlExtras): string {
  let html = withFirstPaint(template, preloadImage);
  if (preloadImage) {
    // Ahead of the app's script and its module preloads, so the picture is asked for first.
    html = insertBefore(
      html,
      ['<script', '</head>'],
      `<link rel="preload" as="image" href="${escapeAttribute(preloadImage)}" fetchpriority="high">\n`,
    );
  }
  if (boot) {
    html = insertBefore(
      html,
      ['</body>'],
      `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>\n`,
    );
  }
  return html;
}
