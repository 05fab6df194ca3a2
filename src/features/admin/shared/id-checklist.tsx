import type { ReactNode, Ref } from 'react';

export interface IdChecklistProps<T extends { id: number }> {
  items: readonly T[];
  /** The ids ticked, in the order they were chosen. */
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  /** What the first checkbox takes: the field's ref (the focus goes there when the choice is refused) and its mark. */
  first: { ref: Ref<HTMLInputElement>; 'aria-invalid': true | undefined };
  /** The list's and each label's class. */
  className: string | undefined;
  itemClassName: string | undefined;
  /** What each checkbox is labelled with. */
  label: (item: T) => ReactNode;
}

/** A choice of several records (a group's members, a user's groups) as a list of labelled checkboxes. */
export function IdChecklist<T extends { id: number }>({
  items,
  chosen,
  onChange,
  first,
  className,
  itemClassName,
  label,
}: IdChecklistProps<T>) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={item.id}>
          <label className={itemClassName}>
            <input
              type="checkbox"
              {...(index === 0 ? first : {})}
              checked={chosen.includes(item.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))
              }
            />
            {label(item)}
          </label>
        </li>
      ))}
    </ul>
  );
}
