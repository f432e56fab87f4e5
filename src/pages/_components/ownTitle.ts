/**
 * The tab title in the visitor's own figures. Spec §9 has the title and meta text state a
 * first 3-hour clean at the default price, and that is what the built page says to crawlers and to
 * browsers without JavaScript. A visitor whose cohort prices the 3-hour cleaning differently reads
 * their own price in the tab: a tiny inline script early in <body> (before the first paint) swaps
 * the default price in `document.title` for theirs, read from the head script's `<html>` mark.
 */
import type { Offer } from '../../domain/pricing.ts';
import { formatUsd } from '../../domain/format.ts';

/**
 * Source of the script for the cohorts a brand offers, or '' when every one of them prices the
 * option as the title does (no script on the page). `shown` is the title's price as written: one
 * price, or the range of the brand's offers ("$14–$19"), which each visitor reads as their own.
 */
export function ownTitleScript(
  offers: readonly Offer[],
  offered: readonly string[],
  titleOption: { numHours: number; shown: string },
  markAttribute: string,
): string {
  const { shown } = titleOption;
  const prices: Record<string, string> = {};
  for (const offer of offers) {
    if (!offered.includes(offer.cohort)) continue;
    const option = offer.options.find((candidate) => candidate.numHours === titleOption.numHours);
    if (option && formatUsd(option.price) !== shown) prices[offer.cohort] = formatUsd(option.price);
  }
  if (Object.keys(prices).length === 0) return '';
  return (
    `(function(t,p){p=t[document.documentElement.getAttribute(${JSON.stringify(markAttribute)})];` +
    `if(p)document.title=document.title.replace(${JSON.stringify(shown)},p)})(${JSON.stringify(prices)})`
  );
}
