import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Renders admin-authored HTML after DOMPurify has removed scripts, handlers and unsafe URLs. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // The page owns its h1; headings of level 1 in the content become level 2.
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }).replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2'),
    [html],
  );
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
