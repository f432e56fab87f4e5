/**
 * Placeholder values computed from one offer view's figures (the records of ./placeholders.ts
 * whose value comes from `view`), in a module without file access so that an island filling words
 * in the browser (src/islands/ForeverClean/) and the build (./placeholderValues.ts) compute them
 * the same way; an island ships only the groups it calls.
 */
import { firstChargeNote, membershipAnswer, type ChargePlan } from '../domain/charges.ts';
import type { CleaningOption } from '../domain/cleaningOption.ts';
import { formatUsd } from '../domain/format.ts';
import { memberSavingPercent } from '../domain/offer.ts';
import { membershipPriceText, minimumPhrase } from '../domain/planTerms.ts';
import type { Placeholder, PlaceholderFrom } from './placeholders.ts';

/** One offer view as the placeholders read it (src/domain/offerViews.ts `OfferView`). */
export type ViewFacts = { readonly option: CleaningOption; readonly offer: { readonly plan: ChargePlan } };

/** The first cleaning's figures: {price}, {hours} ("3-hour"), {Hours}, {numHours}. */
export function cleaningValues(price: number, numHours: number) {
  return {
    price: formatUsd(price),
    hours: `${numHours}-hour`,
    Hours: `${numHours}-Hour`,
    numHours: String(numHours),
  } satisfies Partial<Record<Placeholder, string>>;
}

/** The Forever Clean block's figures for one offer's plan (src/content/pages/deal.yaml `foreverClean`). */
export function foreverCleanValues(plan: ChargePlan) {
  return {
    membershipPrice: membershipPriceText(plan),
    savingPercent: String(memberSavingPercent()),
    firstChargeNote: firstChargeNote(plan),
    minimumPhrase: minimumPhrase(plan),
    cancellationFee: formatUsd(plan.cancellationFee),
  } satisfies Partial<Record<Placeholder, string>>;
}

/** The first cleaning's option as a sentence names it, and why its price needs Forever Clean. */
export function optionValues({ option, offer }: ViewFacts) {
  return {
    regularPrice: formatUsd(option.undiscountedPrice),
    optionName: option.name,
    optionDescription: option.description,
    optionScope: option.description.toLowerCase(),
    membershipAnswer: membershipAnswer(offer.plan, option),
  } satisfies Partial<Record<Placeholder, string>>;
}

/** Every placeholder whose record says its value comes from one offer view, for that view. */
export function viewValues(view: ViewFacts): Record<PlaceholderFrom<'view'>, string> {
  return {
    ...cleaningValues(view.option.price, view.option.numHours),
    ...foreverCleanValues(view.offer.plan),
    ...optionValues(view),
  };
}
