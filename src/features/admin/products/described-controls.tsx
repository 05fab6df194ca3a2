import type { ComponentPropsWithRef } from 'react';

// FormField wires its own hint and error into aria-describedby. These controls add the id of the one
// message above the form ('Bitte füllen Sie alle Pflichtfelder aus.'), so each invalid field is tied to it.

function joinIds(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

type Extra = { /** Id of the form-level message that explains why this field is invalid. */ errorId?: string };

export function DescribedInput({ errorId, 'aria-describedby': describedBy, ...props }: ComponentPropsWithRef<'input'> & Extra) {
  return <input {...props} aria-describedby={joinIds(describedBy, errorId)} />;
}

export function DescribedTextarea({ errorId, 'aria-describedby': describedBy, ...props }: ComponentPropsWithRef<'textarea'> & Extra) {
  return <textarea {...props} aria-describedby={joinIds(describedBy, errorId)} />;
}

export function DescribedSelect({ errorId, 'aria-describedby': describedBy, ...props }: ComponentPropsWithRef<'select'> & Extra) {
  return <select {...props} aria-describedby={joinIds(describedBy, errorId)} />;
}
