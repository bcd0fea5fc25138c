/** Building the frame pages' DOM: one element helper for every page. */

/** An attribute value: skipped when null, undefined or false; `true` is an empty attribute. */
export type Attrs = Record<string, unknown>;
export type Child = Node | string | null | undefined | false;

/**
 * An element with its attributes and children: `text` sets its text, `class` its class name,
 * `on` an object of listeners and `on<event>` one listener; other keys are attributes.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs | null,
  kids?: readonly Child[],
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') e.textContent = String(v);
    else if (k === 'class') e.className = String(v);
    else if (k === 'on') {
      for (const [ev, fn] of Object.entries(v as Record<string, EventListener>)) e.addEventListener(ev, fn);
    } else if (k.startsWith('on') && typeof v === 'function') e.addEventListener(k.slice(2), v as EventListener);
    else e.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of kids ?? []) {
    if (c !== null && c !== undefined && c !== false) e.append(c);
  }
  return e;
}

const SVGNS = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes and children (or its text). */
export function svg(tag: string, attrs?: Record<string, string | number>, kids?: readonly Node[] | string): SVGElement {
  const e = document.createElementNS(SVGNS, tag) as SVGElement;
  for (const [k, v] of Object.entries(attrs ?? {})) e.setAttribute(k, String(v));
  if (typeof kids === 'string') e.textContent = kids;
  else for (const c of kids ?? []) e.appendChild(c);
  return e;
}

/** The page's language, as the server wrote it on <body> (`data-lang`). */
export const LANG: 'vi' | 'en' = document.body.dataset.lang === 'en' ? 'en' : 'vi';

/** The element the page fills in (the shell's <main id="app">). */
export function appRoot(): HTMLElement {
  const app = document.getElementById('app');
  if (!app) throw new Error('the page has no #app');
  return app;
}
