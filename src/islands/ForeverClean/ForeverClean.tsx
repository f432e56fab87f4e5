/**
 * The #forever-clean facts for the visitor's cohort: what the membership costs, before buying.
 * Every cohort's figures are rendered and CSS shows the visitor's from the first paint
 * (src/domain/offerViews.ts); "the first cleaning" is the featured option of the visitor's
 * `pricing` variant, as everywhere on the page.
 */
import { textClass } from '../../components/ui/Text/textClass.ts';
import { earlyCancellationSentence, firstChargeNote, firstChargeSentence, TODAY_RULE } from '../../domain/charges.ts';
import { formatUsd } from '../../domain/format.ts';
import { memberSavingPercent } from '../../domain/offer.ts';
import type { OfferView } from '../../domain/offerViews.ts';
import { membershipPriceText, minimumPhrase, months } from '../../domain/planTerms.ts';
import { island } from '../shared/island.tsx';
import { OfferVariants } from '../shared/OfferVariants.tsx';
import * as css from './ForeverClean.css.ts';

type Fact = { label: string; value: (view: OfferView) => string; note: (view: OfferView) => string };

const facts: Fact[] = [
  { label: 'Membership', value: ({ offer }) => membershipPriceText(offer.plan), note: () => 'plus possible taxes' },
  {
    label: 'Future cleanings',
    value: () => `At least ${memberSavingPercent()}% off`,
    note: () => 'the non-member rate, for as long as you are a member',
  },
  {
    label: 'Free months',
    value: ({ offer }) => (offer.plan.freeMonths === 0 ? 'None' : months(offer.plan.freeMonths, 'free')),
    note: ({ offer }) => `${firstChargeNote(offer.plan)}; nothing for the membership today`,
  },
  {
    label: 'Cancel',
    value: () => 'Any time, online',
    note: ({ offer }) => `free after the minimum; cancelling ${minimumPhrase(offer.plan)} costs the amount below`,
  },
  {
    label: 'Before you cancel',
    value: ({ offer }) => months(offer.plan.minimumMonths, 'paid'),
    note: ({ offer }) =>
      `Cancelling earlier costs a ${formatUsd(offer.plan.cancellationFee)} fee plus the rest of the first cleaning's full price.`,
  },
];

function Facts() {
  return (
    <>
      <p className={css.fcLead}>
        <OfferVariants
          text={({ option }) => `The ${formatUsd(option.price)} first cleaning comes with Forever Clean. `}
        />
        Here is exactly what it costs, before you buy.
      </p>
      <dl className={css.facts}>
        {facts.map((fact) => (
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
