import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { visuallyHidden } from '#src/styles/global.css.ts';
import type { ButtonVariants } from './Button.css.ts';
import { buttonClass } from './buttonClass.ts';
import { buttonParts } from './buttonParts.css.ts';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> &
  ButtonVariants &
  (
    | { loading?: false; busyLabel?: never }
    | {
        /** Shows a spinner in place of the label, keeps the width and ignores clicks. */
        loading: boolean;
        /** What screen readers hear while it is loading ("Loading"): the island's words, from the page. */
        busyLabel: string;
      }
  );

/** The design system's button: sizes large/medium/small/tiny, four variants, disabled and loading. */
export function Button({
  size = 'medium',
  variant = 'primary',
  fullWidth = false,
  loading = false,
  busyLabel,
  disabled = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled (not the disabled attribute) keeps the button focused while it is busy,
    // so the click has to be swallowed here, including the form submission it would cause.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      className={buttonClass({ size, variant, fullWidth })}
      onClick={handleClick}
    >
      <span className={buttonParts.label}>{children}</span>
      {loading && (
        <>
          <span className={buttonParts.spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{busyLabel}</span>
        </>
      )}
    </button>
  );
}
