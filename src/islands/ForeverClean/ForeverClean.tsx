/**
 * The #forever-clean facts for the visitor's cohort: what the membership costs, before buying.
 * Every cohort's figures are rendered and CSS shows the visitor's from the first paint
 * (src/domain/offerViews.ts); "the first cleaning" is the featured option of the visitor's
 * `pricing` variant, as everywhere on the page. The words are src/content/pages/deal.yaml's
 * `foreverClean` ({brand} filled), given by the page; this fills each offer view's figures in.
 */
import { textClass } from '../../components/ui/Text/textClass.ts';
import { cleaningValues, foreverCleanValues } from '../../copy/offerValues.ts';
import { fill } from '../../copy/fill.ts';
import type { ForeverCleanWords } from '../../copy/schemas.ts';
import { earlyCancellationSentence, firstChargeSentence, TODAY_RULE } from '../../domain/charges.ts';
import type { OfferView } from '../../domain/offerViews.ts';
import { months } from '../../domain/planTerms.ts';
import { island } from '../shared/island.tsx';
import { OfferVariants } from '../shared/OfferVariants.tsx';
import * as css from './ForeverClean.css.ts';

type Props = { words: ForeverCleanWords };
type Fact = { label: string; value: (view: OfferView) => string; note: (view: OfferView) => string };

/** `text` with one offer view's figures filled in. */
const filled =
  (text: string) =>
  ({ offer, option }: OfferView): string =>
    fill(text, { ...cleaningValues(option.price, option.numHours), ...foreverCleanValues(offer.plan) });

function factsOf({ membership, futureCleanings, freeMonths, cancel, minimum }: ForeverCleanWords): Fact[] {
  return [
    { label: membership.label, value: filled('{membershipPrice}'), note: filled(membership.note) },
    { label: futureCleanings.label, value: filled(futureCleanings.value), note: filled(futureCleanings.note) },
    {
      label: freeMonths.label,
      value: ({ offer }) => (offer.plan.freeMonths === 0 ? freeMonths.none : months(offer.plan.freeMonths, 'free')),
      note: filled(freeMonths.note),
    },
    { label: cancel.label, value: filled(cancel.value), note: filled(cancel.note) },
    {
      label: minimum.label,
      value: ({ offer }) => months(offer.plan.minimumMonths, 'paid'),
      note: filled(minimum.note),
    },
  ];
}

function Facts({ words }: Props) {
  const lead = filled(words.lead);
  return (
    <>
      <p className={css.fcLead}>
        <OfferVariants text={(view) => `${lead(view)} `} />
        {words.leadMore}
      </p>
      <dl className={css.facts}>
        {factsOf(words).map((fact) => (
          <div key={fact.label} className={css.fact}>
            <dt className={textClass({ size: 'sm', tone: 'secondary' })}>{fact.label}</dt>
            <dd className={css.factValue}>
              <OfferVariants text={fact.value} />
            </dd>
            <dd className={textClass({ size: 'sm', tone: 'secondary' })}>
              <OfferVariants text={fact.note} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={css.fcPolicy}>
        {TODAY_RULE} <OfferVariants text={({ offer }) => firstChargeSentence(offer.plan)} />{' '}
        <span data-testid="fc-cancellation">
          <OfferVariants text={({ offer, option }) => earlyCancellationSentence(offer.plan, option)} />
        </span>
      </p>
    </>
  );
}

export default island('ForeverClean', Facts);
