/** A problem with a whole step (a failed call, a declined card): what happened and what to do next. */
import type { ReactNode } from 'react';
import * as css from './Checkout.css.ts';

export function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={css.alert} role="alert">
      <p className={css.alertTitle}>{title}</p>
      <div>{children}</div>
    </div>
  );
}
