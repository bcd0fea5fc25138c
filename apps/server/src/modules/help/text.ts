import { Marked } from 'marked';
import { sanitizeRichText } from '../../lib/sanitize';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of an HTML fragment (tags dropped, common entities decoded, blanks collapsed). */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // Inline tags join their text to the next word ("<b>Bảo mật</b>." → "Bảo mật."); others separate.
      .replace(/<\/?(a|b|strong|i|em|u|s|span|small|sup|sub|code)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (m, name: string) => {
        if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
        if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
        return ENTITIES[name.toLowerCase()] ?? m;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const marked = new Marked({ gfm: true, breaks: false, async: false });

export interface RenderedArticle {
  /** The document's first level-1 heading, removed from the body (the page shows the title itself). */
  title: string | undefined;
  /** Sanitised HTML. */
  html: string;
  /** The first paragraph as plain text, at most 240 characters. */
  summary: string;
}

/**
 * Converts an operator's Markdown (marked, GitHub flavour) or HTML into sanitised HTML. Raw HTML
 * inside Markdown goes through the same sanitiser, so neither form can carry scripts.
 */
export function renderArticle(format: 'markdown' | 'html', source: string): RenderedArticle {
  const raw = format === 'markdown' ? (marked.parse(source.replace(/^\uFEFF/, '')) as string) : source;
  let title: string | undefined;
  const withoutTitle = raw.replace(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i, (_m, inner: string) => {
    title = htmlToText(inner) || undefined;
    return '';
  });
  const html = sanitizeRichText(withoutTitle).trim();
  // The first paragraph, unless a list or heading comes before it: then the text up to the next heading.
  const firstBlock = /^\s*<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html.split(/<h[2-6]\b/i)[0] ?? html;
  let summary = htmlToText(firstBlock);
  if (summary.length > 240) summary = `${summary.slice(0, 237).replace(/\s+\S*$/, '')}…`;
  return { title, html, summary };
}

export interface FrontMatter {
  data: Record<string, string>;
  body: string;
}

/**
 * A leading `---` block of `key: value` lines (values may be quoted). Not YAML: lists and nesting
 * are not needed for help articles.
 */
export function parseFrontMatter(text: string): FrontMatter {
  const source = text.replace(/^\uFEFF/, '');
  const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!m) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of m[1]!.split(/\r?\n/)) {
    const kv = /^\s*([A-Za-z][\w-]*)\s*:\s*(.*?)\s*$/.exec(line);
    if (!kv) continue;
    let value = kv[2]!;
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    data[kv[1]!] = value;
  }
  return { data, body: source.slice(m[0].length) };
}
