/**
 * The #options cards: the visitor's cohort's cleaning options (price, regular price, what is paid
 * today, the membership price right under each price) and the plan's terms directly under the
 * cards, in the sentences of src/domain/charges.ts (the same the checkout and the terms use). Each card's link goes to the checkout with its hours (and the looked-up zip code); when
 * this week's vouchers are gone the links lead to the waitlist instead.
 *
 * The featured card ("Most popular", brand border, primary button) is the `pricing` experiment's:
 * every card carries `data-featured-control` / `data-featured-larger` when it is that variant's
 * featured option, and CSS keyed on `html[data-x-pricing]` (set by the head script before first
 * paint) picks the one shown, so the server-rendered cards already show the visitor's variant and
 * hydration changes nothing. The cancellation sentence under the terms follows the same way.
 */
import { buttonClass } from '../../components/ui/Button/buttonClass.ts';
import { textClass } from '../../components/ui/Text/textClass.ts';
import { earlyCancellationSentence, firstChargeSentence, TODAY_RULE } from '../../domain/charges.ts';
import { formatUsd } from '../../domain/format.ts';
import { PRICING_LARGER, pricingOption } from '../../domain/cleaningOption.ts';
import { type Offer } from '../../domain/pricing.ts';
import { checkoutHref, planTermRows } from '../../domain/planTerms.ts';
import { visuallyHidden } from '../../styles/global.css.ts';
import { goToWaitlist, isSoldOut, useAvailability } from '../shared/availability.ts';
import { island } from '../shared/island.tsx';
import { useZip } from '../shared/zipStore.ts';
import * as css from './MembershipOptions.css.ts';
import { useOffer } from '../shared/pricingStore.ts';

type Props = { offer: Offer };

function Options({ offer: rendered }: Props) {
  const offer = useOffer(rendered);
  const featured = pricingOption(offer.options, 'control');
  const larger = pricingOption(offer.options, PRICING_LARGER);
  const soldOut = isSoldOut(useAvailability());
  const { served } = useZip();
  const monthly = `${formatUsd(offer.plan.monthlyPrice)}/month`;

  return (
    <div className={css.layout}>
      <ul className={css.options}>
        {offer.options.map((option) => {
          const name = <span className={visuallyHidden}>{` ${option.name}, ${option.numHours} hours`}</span>;
          return (
            <li
              key={option.numHours}
              className={css.option}
              data-featured-control={option === featured ? '' : undefined}
              data-featured-larger={option === larger ? '' : undefined}
            >
              <span className={css.badge}>Most popular</span>
              <h3 className={textClass({ size: 'xl', weight: 'semibold' })}>{option.name}</h3>
              <p className={textClass({ size: 'sm', tone: 'secondary' })}>
                {option.description} · {option.numHours} hours
              </p>
              <p className={css.price}>
                <span className={css.amount}>{formatUsd(option.price)}</span>
                <span className={textClass({ size: 'sm', tone: 'secondary' })}>
                  <span className={visuallyHidden}>regular price </span>
                  <s>{formatUsd(option.undiscountedPrice)}</s>
                </span>
              </p>
              <p className={textClass({ size: 'sm', weight: 'medium', tone: 'success' })}>
                Today: {formatUsd(option.price)} plus sales tax
              </p>
              <p className={css.planLine}>
                With Forever Clean at {monthly} from your first cleaning, {offer.plan.minimumMonths}-month minimum
              </p>
              <div className={css.choose}>
                {soldOut ? (
                  <a
                    className={buttonClass({ variant: 'secondary', fullWidth: true })}
                    href="#waitlist"
                    onClick={goToWaitlist}
                  >
                    Join the waitlist
                  </a>
                ) : (
                  <a
                    className={`${buttonClass({ variant: 'secondary', fullWidth: true })} ${css.chooseLink}`}
                    href={checkoutHref(option.numHours, served)}
                  >
                    Choose{name}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <div className={css.terms} role="group" aria-labelledby="options-terms-title">
        <h3 id="options-terms-title" className={textClass({ weight: 'semibold' })}>
          Forever Clean terms for these prices
        </h3>
        <dl className={css.termsList}>
          {planTermRows(offer.plan).map((row) => (
            <div key={row.label} className={css.term}>
              <dt className={css.termLabel}>{row.label}</dt>
              <dd className={css.termValue}>{row.value}</dd>
              <dd className={css.termLabel}>{row.note}</dd>
            </div>
          ))}
        </dl>
        <p className={css.policy}>
          {TODAY_RULE} {firstChargeSentence(offer.plan)}
        </p>
        {featured && (
          <p
            className={css.policy}
            data-testid="cancellation-policy"
            data-featured-control=""
            data-featured-larger={larger === featured ? '' : undefined}
          >
            {earlyCancellationSentence(offer.plan, featured)}
          </p>
        )}
        {larger && larger !== featured && (
          <p className={css.policy} data-testid="cancellation-policy-larger" data-featured-larger="">
            {earlyCancellationSentence(offer.plan, larger)}
          </p>
        )}
      </div>
    </div>
  );
}

export default island('MembershipOptions', Options);
