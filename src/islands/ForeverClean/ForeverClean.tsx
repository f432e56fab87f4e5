/** The #forever-clean facts for the visitor's cohort: what the membership costs, before buying. */
import { textClass } from '../../components/ui/Text/textClass.ts';
import { earlyCancellationSentence, firstChargeSentence, TODAY_RULE } from '../../domain/charges.ts';
import { formatUsd } from '../../domain/format.ts';
import { foreverClean } from '../../domain/offer.ts';
import { PRICING_LARGER, pricingOption } from '../../domain/cleaningOption.ts';
import { type Offer } from '../../domain/pricing.ts';
import { months } from '../../domain/planTerms.ts';
import { island } from '../shared/island.tsx';
import * as css from './ForeverClean.css.ts';
import { useOffer } from '../shared/pricingStore.ts';

type Props = { offer: Offer };

function Facts({ offer: rendered }: Props) {
  const offer = useOffer(rendered);
  const { plan } = offer;
  // The `pricing` experiment's featured option, as in the #options cards and their terms: both
  // variants' sentences are rendered and CSS keyed on html[data-x-pricing] shows the visitor's.
  const control = pricingOption(offer.options, 'control');
  const larger = pricingOption(offer.options, PRICING_LARGER);
  const variants = [
    ...(control ? [{ option: control, control: true, larger: larger === control }] : []),
    ...(larger && larger !== control ? [{ option: larger, control: false, larger: true }] : []),
  ];
  const attrs = (variant: (typeof variants)[number]) => ({
    'data-featured-control': variant.control ? '' : undefined,
    'data-featured-larger': variant.larger ? '' : undefined,
  });
  const facts = [
    { label: 'Membership', value: `${formatUsd(plan.monthlyPrice)} a month`, note: 'plus possible taxes' },
    { label: 'Future cleanings', value: foreverClean.futureDiscountText, note: 'for as long as you are a member' },
    {
      label: 'Free months',
      value: plan.freeMonths === 0 ? 'None' : months(plan.freeMonths, 'free'),
      note:
        plan.freeMonths === 0
          ? 'the first month is charged on the day of your first cleaning, not today'
          : 'counted from your first cleaning',
    },
    { label: 'Cancel', value: 'Any time', note: 'online, from your account' },
    {
      label: 'Before you cancel',
      value: months(plan.minimumMonths, 'paid'),
      note: `Cancelling earlier costs a ${formatUsd(plan.cancellationFee)} fee plus the rest of the first cleaning's full price.`,
    },
  ];
  return (
    <>
      <p className={css.fcLead}>
        {variants.map((variant) => (
          <span key={variant.option.numHours} className={css.variant} {...attrs(variant)}>
            {`The ${formatUsd(variant.option.price)} first cleaning comes with Forever Clean. `}
          </span>
        ))}
        Here is exactly what it costs, before you buy.
      </p>
      <dl className={css.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={css.fact}>
            <dt className={textClass({ size: 'sm', tone: 'secondary' })}>{fact.label}</dt>
            <dd className={css.factValue}>{fact.value}</dd>
            <dd className={textClass({ size: 'sm', tone: 'secondary' })}>{fact.note}</dd>
          </div>
        ))}
      </dl>
      <p className={css.fcPolicy}>
        {TODAY_RULE} {firstChargeSentence(plan)}{' '}
        {variants.map((variant) => (
          <span
            key={variant.option.numHours}
            className={css.variant}
            data-testid={variant.control ? 'fc-cancellation' : 'fc-cancellation-larger'}
            {...attrs(variant)}
          >
            {earlyCancellationSentence(plan, variant.option)}
          </span>
        ))}
      </p>
    </>
  );
}

export default island('ForeverClean', Facts);
