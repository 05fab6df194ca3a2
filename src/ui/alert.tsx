import { clsx } from 'clsx';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './alert.module.css';

/**
 * A form's message sits above its fields while focus goes to the first invalid field: on a phone the message is
 * then scrolled out of view. Bring it back when the focused field stays on screen too.
 */
export function revealAboveFocus(alert: HTMLElement) {
  const margin = parseFloat(getComputedStyle(alert).scrollMarginTop) || 0;
  const shift = margin - alert.getBoundingClientRect().top;
  if (shift <= 0) return;
  const focused = document.activeElement;
  const focusedBottom =
    focused instanceof HTMLElement && focused !== document.body ? focused.getBoundingClientRect().bottom : 0;
  if (focusedBottom + shift <= window.innerHeight) window.scrollBy({ top: -shift, behavior: 'instant' });
}

/** An inline message; errors are announced as alerts, the rest politely. */
export function Alert({ tone = 'info', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const text = typeof children === 'string' ? children : null;
  useLayoutEffect(() => {
    if (tone === 'error' && ref.current) revealAboveFocus(ref.current);
  }, [tone, text]);
  return (
    <div ref={ref} className={clsx(styles.alert, styles[tone])} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
