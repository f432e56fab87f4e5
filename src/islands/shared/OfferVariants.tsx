/**
 * A place in an island that states figures of the offer: every distinct wording over all offer
 * views, each marked with the views it belongs to, so the server-rendered HTML already shows the
 * visitor's own (src/domain/offerViews.ts, src/styles/offerViews.css.ts) and hydration renders the
 * same markup (the views come from the catalogue, not from a request).
 */
import type { ReactNode } from 'react';
import { allOfferViews } from '../../catalog/defaultOffer.ts';
import { variantAttributes, variantsOf, type OfferView } from '../../domain/offerViews.ts';

type Props = {
  /** The text of this place for one view; null when the view has nothing here. */
  text: (view: OfferView) => string | null;
  /** Wraps each wording (default: the text itself). */
  children?: (text: string) => ReactNode;
  className?: string;
};

export function OfferVariants({ text, children = (value) => value, className }: Props) {
  const variants = variantsOf(allOfferViews, text);
  if (variants.length === 1 && !variants[0]!.cohorts && !variants[0]!.pricing && !className) {
    return <>{children(variants[0]!.value)}</>;
  }
  return (
    <>
      {variants.map((variant) => (
        <span key={variant.key} className={className} {...variantAttributes(variant)}>
          {children(variant.value)}
        </span>
      ))}
    </>
  );
}
