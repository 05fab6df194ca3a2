import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the app; `type` defaults to "button" so nothing submits by accident. */
export function Button({
  variant = 'primary',
  size = 'normal',
  block,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(
        styles.button,
        styles[variant],
        size === 'small' && styles.small,
        block && styles.block,
        className,
      )}
      {...rest}
    />
  );
}

/** Class names for links that look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: 'normal' | 'small' = 'normal'): string {
  return clsx(styles.button, styles[variant], size === 'small' && styles.small);
}
