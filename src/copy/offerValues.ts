/**
 * Placeholder values computed from one offer view's figures, in a module without file access so
 * that an island filling words in the browser (src/islands/ForeverClean/) and the build's checks
 * (./rules.ts) fill them the same way.
 */
import { firstChargeNote, type ChargePlan } from '../domain/charges.ts';
import { formatUsd } from '../domain/format.ts';
import { memberSavingPercent } from '../domain/offer.ts';
import { membershipPriceText, minimumPhrase } from '../domain/planTerms.ts';
import type { Placeholder } from './placeholders.ts';

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
