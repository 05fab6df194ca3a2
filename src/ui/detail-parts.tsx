// Pieces of the public detail pages (a product, project or service).
import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { Link } from './link';
import { Badge } from './badge';
import { ArrowLeft } from './icons/arrow-left';
import layout from './layout.module.css';

/** Labels in a row, e.g. a product's technologies: a list named for screen readers; nothing when there are none. */
export function BadgeList({ items, label, className }: { items: string[]; label: string; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className ? `${layout.tagList} ${className}` : layout.tagList} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="primary">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The way back to the list a detail page was opened from, with a left arrow before the text. */
export function BackLink({ to, className, children }: { to: To; className?: string; children: ReactNode }) {
  return (
    <Link className={className ? `${layout.backLink} ${className}` : layout.backLink} to={to}>
      <ArrowLeft size={18} aria-hidden="true" />
      {children}
    </Link>
  );
}
