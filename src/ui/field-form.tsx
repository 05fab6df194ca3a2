import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Alert, revealAboveFocus } from './alert';
import { FormSummaryContext } from './form-field-state';
import alert from './alert.module.css';

/** Every message in a form's errors, nested ones (field arrays, roots) included. */
function messagesOf(errors: object, found = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'message' && typeof value === 'string') found.add(value);
    else if (key !== 'ref' && typeof value === 'object' && value !== null) messagesOf(value, found);
  }
  return found;
}

export interface FieldFormProps<TValues extends FieldValues, TOutput> extends Omit<
  ComponentProps<'form'>,
  'noValidate' | 'ref'
> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The SPEC §5 messages shown once above the fields, in this order; any other message stays at its field. */
  order?: readonly string[];
  /** Announce the summary as an alert; false where the focused field's description says it anyway. */
  live?: boolean;
  /** Shown in the summary's place while no summary message is (e.g. a failed save). */
  notice?: ReactNode;
  /** Focused after a submit that leaves no field invalid, when it is there (e.g. a save error). */
  focusAfterSubmit?: RefObject<HTMLElement | null>;
}

/**
 * A react-hook-form form whose fields know their state (FormField name=…): the SPEC §5 messages appear once above
 * the form, each invalid field is tied to its line, and after every submit the focus goes to the first invalid
 * field in reading order (DOM order: field arrays and late-registered fields would break registration order).
 */
export function FieldForm<TValues extends FieldValues, TOutput>({
  form,
  order = [],
  live = true,
  notice,
  focusAfterSubmit,
  children,
  ...props
}: FieldFormProps<TValues, TOutput>) {
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const { errors, submitCount } = form.formState;
  // A new scope each render: react-hook-form updates `errors` in place, and the fields must see each change.
  const scope = { id, order, errors };
  const present = messagesOf(errors);
  const shown = order.filter((message) => present.has(message));

  const focusFirstInvalid = useEffectEvent(() => {
    const invalid = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? focusAfterSubmit?.current)?.focus();
    // The summary sits above the fields: on a phone the focused field can push it out of view.
    const summary = document.getElementById(id)?.firstElementChild;
    if (summary instanceof HTMLElement) revealAboveFocus(summary);
  });
  // Once per submit, in the commit that shows the messages: the focus has moved by the time anyone sees them.
  useLayoutEffect(() => {
    if (submitCount > 0) focusFirstInvalid();
  }, [submitCount]);

  return (
    <FormProvider {...form}>
      <FormSummaryContext.Provider value={scope}>
        <form ref={ref} noValidate {...props}>
          <div id={id}>
            {shown.length > 0 &&
              (live ? (
                <Alert tone="error">{shown.map((message) => line(id, order, message))}</Alert>
              ) : (
                <div className={`${alert.alert} ${alert.error}`}>
                  {shown.map((message) => line(id, order, message))}
                </div>
              ))}
            {shown.length === 0 && notice}
          </div>
          {children}
        </form>
      </FormSummaryContext.Provider>
    </FormProvider>
  );
}

function line(id: string, order: readonly string[], message: string) {
  return (
    <div key={message} id={`${id}-${order.indexOf(message)}`}>
      {message}
    </div>
  );
}
