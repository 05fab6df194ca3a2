import { useMemo } from 'react';
import { sanitizeContentHtml } from './sanitize-html';

/** Renders admin-authored HTML after it has been cut down to what a content page may carry (./sanitize-html.ts). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // The page owns its h1; headings of level 1 in the content become level 2.
  const clean = useMemo(() => sanitizeContentHtml(html).replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2'), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
