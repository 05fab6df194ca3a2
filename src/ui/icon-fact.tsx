import type { ReactNode } from 'react';
import type { Icon } from './icons/create-icon';

/** One entry of a fact list (a dl): an icon and a label, then the value; the list's own sheet lays it out. */
export function IconFact({
  icon: FactIcon,
  label,
  className,
  valueClassName,
  children,
}: {
  icon: Icon;
  label: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>
        <FactIcon size={16} aria-hidden="true" /> {label}
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
