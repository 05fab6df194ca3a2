import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Renders admin-authored HTML after DOMPurify has removed scripts, handlers and unsafe URLs. Inline styles go
 * too: a `position: fixed` in the content would cover the page, and the admin form around its preview.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // The page owns its h1; headings of level 1 in the content become level 2.
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] }).replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2'),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
