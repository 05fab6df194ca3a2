import type { ComponentPropsWithRef } from 'react';

// FormField sets aria-describedby to its own hint and error; these add the id of the form-level message
// ('Bitte füllen Sie alle Pflichtfelder aus.') so an empty required field is tied to it as well.

function joinIds(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

type Described<T extends 'input' | 'textarea' | 'select'> = ComponentPropsWithRef<T> & { messageId?: string };

export function DescribedInput({ messageId, 'aria-describedby': describedBy, ...props }: Described<'input'>) {
  return <input {...props} aria-describedby={joinIds(describedBy, messageId)} />;
}

export function DescribedTextarea({ messageId, 'aria-describedby': describedBy, ...props }: Described<'textarea'>) {
  return <textarea {...props} aria-describedby={joinIds(describedBy, messageId)} />;
}

export function DescribedSelect({ messageId, 'aria-describedby': describedBy, ...props }: Described<'select'>) {
  return <select {...props} aria-describedby={joinIds(describedBy, messageId)} />;
}
