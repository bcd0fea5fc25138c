import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { cx } from './cx';

const PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'script', 'iframe', 'form', 'input', 'button', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
};

let hooked = false;
function purifier() {
  if (!hooked) {
    // Links in notices open in a new tab without giving the opened page a handle on ours.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** Sanitises HTML for display (the server sanitises too; this is the browser's own pass). */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, PURIFY_CONFIG) as unknown as string;
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'span';
}

/** Renders untrusted HTML after DOMPurify. */
export function SafeHtml({ html, className, as = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const Tag = as;
  return <Tag className={cx('rich-text', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
