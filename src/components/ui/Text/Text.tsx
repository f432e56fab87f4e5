import type { ReactNode } from 'react';
import type { TextVariants } from './Text.css.ts';
import { textClass } from './textClass.ts';

type TextElement = 'p' | 'span' | 'div' | 'strong' | 'li' | 'h1' | 'h2' | 'h3' | 'h4';

export type TextProps = TextVariants & {
  /** Element to render; pick by meaning (heading level, paragraph), not by look. */
  as?: TextElement;
  id?: string;
  children: ReactNode;
};

/** Styled text: size, weight and colour from the design system only. */
export function Text({ as: Element = 'p', size, weight, tone, id, children }: TextProps) {
  return (
    <Element id={id} className={textClass({ size, weight, tone })}>
      {children}
    </Element>
  );
}
