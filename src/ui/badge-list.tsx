import { Badge } from './badge';

/** Labels in a row, e.g. a product's technologies: a list named for screen readers; nothing when there are none. */
export function BadgeList({ items, label, className }: { items: string[]; label: string; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="primary">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
