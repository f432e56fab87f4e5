/**
 * The #options cards: the visitor's cohort's cleaning options (price, full voucher price, what is
 * paid today, the membership price right under each price) and the plan's terms directly under the
 * cards, in the sentences of src/domain/charges.ts (the same the checkout and the terms use). Every
 * cohort's figures are rendered and CSS shows the visitor's from the first paint
 * (src/domain/offerViews.ts). Each card's link goes to the checkout with its hours (and the
 * looked-up zip code); when this week's vouchers are gone the links lead to the waitlist instead.
 *
 * The featured card ("Most popular", brand border, primary button) is the `pricing` experiment's:
 * every card carries `data-featured-control` / `data-featured-larger` when it is that variant's
 * featured option, and CSS keyed on `html[data-x-pricing]` (set by the head script before first
 * paint) picks the one shown, so the server-rendered cards already show the visitor's variant and
 * hydration changes nothing. The cancellation sentence under the terms is the featured option's.
 */
import type { ReactNode } from 'react';
import type { PageCopy } from '../../copy/pages.ts';
import { buttonClass } from '../../components/ui/Button/buttonClass.ts';
import { textClass } from '../../components/ui/Text/textClass.ts';
import { allOfferViews, defaultOffer } from '../../catalog/defaultOffer.ts';
import { earlyCancellationSentence, firstChargeSentence, TODAY_RULE } from '../../domain/charges.ts';
import { formatUsd } from '../../domain/format.ts';
import { PRICING_LARGER, pricingOption } from '../../domain/cleaningOption.ts';
import { variantAttributes, variantsOf, type OfferView } from '../../domain/offerViews.ts';
import { checkoutHref, membershipPriceText, planTermRows } from '../../domain/planTerms.ts';
import { visuallyHidden } from '../../styles/global.css.ts';
import { goToWaitlist, isSoldOut, useAvailability } from '../shared/availability.ts';
import { island } from '../shared/island.tsx';
import { OfferVariants } from '../shared/OfferVariants.tsx';
import { useZip } from '../shared/zipStore.ts';
import * as css from './MembershipOptions.css.ts';
import { fill, fillParts } from '../../copy/fill.ts';

/**
 * Every option any cohort offers, in display order, each with the mark of the cohorts that have it:
 * a cohort without an option (no Touch Up for CCF_4) never shows its card, not even for a moment.
 */
const optionCards = [...new Set(allOfferViews.flatMap((view) => view.offer.options.map((o) => o.numHours)))]
  .sort((a, b) => a - b)
  .map((hours) => {
    const [shown] = variantsOf(allOfferViews, (view) =>
      view.offer.options.some((o) => o.numHours === hours) ? hours : null,
    );
    return { hours, marks: shown ? variantAttributes(shown) : {} };
  });

/** A view's option of `hours`, if its cohort has one. */
const optionOf = (view: OfferView, hours: number) => view.offer.options.find((o) => o.numHours === hours);

/** src/content/pages/deal.yaml `options` ({brand} filled): the words of the cards and of the terms' heading. */
export type OptionsWords = PageCopy<'deal'>['options'];

/**
 * A text's words, each of its placeholders as `parts` renders it (a figure written for every offer
 * view; an element there carries its own key).
 */
function Sentence({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return fillParts(text, parts);
}

type CardProps = {
  words: OptionsWords;
  hours: number;
  marks: Record<string, string>;
  featured: number | undefined;
  larger: number | undefined;
  soldOut: boolean;
  served: ReturnType<typeof useZip>['served'];
};

/** One option's card: its price in every view, the plan line, and Choose (or the waitlist once sold out). */
function OptionCard({ words, hours, marks, featured, larger, soldOut, served }: CardProps) {
  const option = defaultOffer.options.find((o) => o.numHours === hours) ?? optionOf(allOfferViews[0]!, hours);
  const hoursText = fill(words.hours, { numHours: hours });
  const name = option?.name ?? hoursText;
  const hidden = <span className={visuallyHidden}>{` ${name}, ${hoursText}`}</span>;
  const price = (view: OfferView) => {
    const found = optionOf(view, hours);
    return found ? formatUsd(found.price) : null;
  };
  return (
    <li
      className={css.option}
      {...marks}
      data-featured-control={hours === featured ? '' : undefined}
      data-featured-larger={hours === larger ? '' : undefined}
    >
      <span className={css.badge}>{words.popular}</span>
      <h3 className={textClass({ size: 'xl', weight: 'semibold' })}>{name}</h3>
      <p className={textClass({ size: 'sm', tone: 'secondary' })}>
        <Sentence text={words.size} parts={{ optionDescription: option?.description, numHours: hours }} />
      </p>
      <p className={css.price}>
        <span className={css.amount}>
          <OfferVariants text={price} />
        </span>
        <span className={textClass({ size: 'sm', tone: 'secondary' })}>
          <span className={visuallyHidden}>{`${words.fullPrice} `}</span>
          <s>
            <OfferVariants
              text={(view) => {
                const found = optionOf(view, hours);
                return found ? formatUsd(found.undiscountedPrice) : null;
              }}
            />
          </s>
        </span>
      </p>
      <p className={textClass({ size: 'sm', weight: 'medium', tone: 'success' })}>
        <Sentence text={words.today} parts={{ price: <OfferVariants key="price" text={price} /> }} />
      </p>
      <p className={css.planLine}>
        <Sentence
          text={words.plan}
          parts={{
            membershipPrice: <OfferVariants key="membership" text={(view) => membershipPriceText(view.offer.plan)} />,
            minimumMonths: defaultOffer.plan.minimumMonths,
          }}
        />
      </p>
      <div className={css.choose}>
        {soldOut ? (
          <a className={buttonClass({ variant: 'secondary', fullWidth: true })} href="#waitlist" onClick={goToWaitlist}>
            {words.waitlist}
          </a>
        ) : (
          <a
            className={`${buttonClass({ variant: 'secondary', fullWidth: true })} ${css.chooseLink}`}
            href={checkoutHref(hours, served)}
            // Safari's Tab skips links unless told (its default): the way to the checkout must be reached.
            tabIndex={0}
          >
            {words.choose}
            {hidden}
          </a>
        )}
      </div>
    </li>
  );
}

/** The plan's terms under the cards, in every view's figures. */
function PlanTerms({ heading, labels }: { heading: string; labels: OptionsWords['terms'] }) {
  return (
    <div className={css.terms} role="group" aria-labelledby="options-terms-title">
      <h3 id="options-terms-title" className={textClass({ weight: 'semibold' })}>
        {heading}
      </h3>
      <dl className={css.termsList}>
        {planTermRows(defaultOffer.plan).map((row, index) => (
          <div key={row.key} className={css.term}>
            <dt className={css.termLabel}>{labels[row.key]}</dt>
            <dd className={css.termValue}>
              <OfferVariants text={(view) => planTermRows(view.offer.plan)[index]!.value} />
            </dd>
            <dd className={css.termLabel}>
              <OfferVariants text={(view) => planTermRows(view.offer.plan)[index]!.note} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={css.policy}>
        {TODAY_RULE} <OfferVariants text={(view) => firstChargeSentence(view.offer.plan)} />
      </p>
      <p className={css.policy} data-testid="cancellation-policy">
        <OfferVariants text={(view) => earlyCancellationSentence(view.offer.plan, view.option)} />
      </p>
    </div>
  );
}

function Options({ words }: { words: OptionsWords }) {
  // Which card is featured does not depend on the cohort (every plan has the 3- and 4-hour options).
  const featured = pricingOption(defaultOffer.options, 'control');
  const larger = pricingOption(defaultOffer.options, PRICING_LARGER);
  const soldOut = isSoldOut(useAvailability());
  const { served } = useZip();

  return (
    <div className={css.layout}>
      <ul className={css.options}>
        {optionCards.map(({ hours, marks }) => (
          <OptionCard
            key={hours}
            words={words}
            hours={hours}
            marks={marks}
            featured={featured?.numHours}
            larger={larger?.numHours}
            soldOut={soldOut}
            served={served}
          />
        ))}
      </ul>
      <PlanTerms heading={words.termsHeading} labels={words.terms} />
    </div>
  );
}

export default island('MembershipOptions', Options);
