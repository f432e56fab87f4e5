/** A city page's questions and answers: cost, cleaners, zip codes and (without facts) the first cleaning. */
import { NEAR_MILES, type CityFacts } from '#src/buildData/cityFactsTypes.ts';
import { costBand } from '#src/domain/charges.ts';
import { homeSalesTaxRate } from '#src/domain/salesTax.ts';
import { formatMiles } from '#src/domain/distance.ts';
import { formatCount, formatMoney, formatRate, formatUsd } from '#src/domain/format.ts';
import { featuredOption } from '#src/domain/offer.ts';
import type { DirectoryRegion } from '#src/directory/lookup.ts';
import { byNumber, say } from '#src/copy/places.ts';
import { regionLabel } from '../site.ts';
import { nearestAreaDistance, type CityContext } from './context.ts';
import { zipsAnswer } from './zips.ts';

export type Faq = { question: string; answer: string }[];

function costAnswer({ copy, values, firstCleaning, region, facts, nearest, city }: CityContext): string {
  const cost = copy.faq.cost;
  // The home's state's rate, not the serving area's.
  const homeRate = homeSalesTaxRate(city.state);
  const taxRate = region && homeRate > 0 ? formatRate(homeRate) : undefined;
  if (region && facts) {
    const band = costBand(region, homeRate);
    const local = { ...values, ...firstCleaning, ...band, from: formatMoney(band.from), to: formatMoney(band.to) };
    return taxRate ? say(cost.localTaxed, { ...local, taxRate }) : say(cost.localUntaxed, local);
  }
  if (region) {
    const area = {
      ...values,
      ...firstCleaning,
      area: regionLabel(region),
      rate: formatUsd(region.rate),
      higherRate: formatUsd(region.higherRate),
    };
    return taxRate ? say(cost.areaTaxed, { ...area, taxRate }) : say(cost.areaUntaxed, area);
  }
  return say(cost.notServed, {
    ...values,
    area: regionLabel(nearest),
    rate: formatUsd(nearest.rate),
    higherRate: formatUsd(nearest.higherRate),
  });
}

/** With the place's own facts: cleaners within NEAR_MILES of its center, and served places nearby. */
function nearCleanersAnswer(ctx: CityContext, region: DirectoryRegion, facts: CityFacts): string {
  const { copy, values, nearby, servedNearby } = ctx;
  const cleaners = copy.faq.cleaners;
  const near = { ...values, radius: NEAR_MILES, distance: formatMiles(facts.nearestCleanerKm) };
  if (facts.cleanersNear === 0) return say(cleaners.far, { ...near, area: regionLabel(region) });
  const counts = { nearby: nearby.length, count: servedNearby };
  const nearbyServed =
    servedNearby === 0
      ? say(cleaners.nearbyServed.none, counts)
      : servedNearby === nearby.length
        ? say(cleaners.nearbyServed.all, counts)
        : say(byNumber(cleaners.nearbyServed, servedNearby), counts);
  return say(byNumber(cleaners.near, facts.cleanersNear), {
    ...near,
    cleaners: formatCount(facts.cleanersNear),
    nearbyServed,
  });
}

/** Without facts: the area's cleaners, and how many places nearby it covers. */
function areaCleanersAnswer({ copy, values, nearby, servedNearby }: CityContext, region: DirectoryRegion): string {
  const area = copy.faq.cleaners.area;
  const counts = {
    ...values,
    area: regionLabel(region),
    cleaners: formatCount(region.numCleaners),
    nearby: nearby.length,
  };
  if (servedNearby === 0) return say(area.none, counts);
  if (servedNearby === nearby.length) return say(area.all, counts);
  return say(area.some, { ...counts, count: servedNearby });
}

function cleanersAnswer(ctx: CityContext): string {
  const { copy, values, region, facts, nearest } = ctx;
  if (region && facts) return nearCleanersAnswer(ctx, region, facts);
  if (region) return areaCleanersAnswer(ctx, region);
  return say(copy.faq.cleaners.notServed, {
    ...values,
    area: regionLabel(nearest),
    distance: nearestAreaDistance(ctx),
  });
}

export function cityFaq(ctx: CityContext): { faqHeading: string; faq: Faq } {
  const { copy, values, facts } = ctx;
  const faq: Faq = [
    { question: say(copy.faq.cost.question, values), answer: costAnswer(ctx) },
    { question: say(copy.faq.cleaners.question, values), answer: cleanersAnswer(ctx) },
    { question: say(copy.faq.zips.question, values), answer: zipsAnswer(ctx) },
  ];
  // A served page's own facts say the rest; the general question stays on pages without them.
  if (!facts) {
    faq.push({
      question: say(copy.faq.firstCleaning.question, values),
      answer: say(copy.faq.firstCleaning.answer, {
        ...values,
        numHours: featuredOption.numHours,
        homeSize: featuredOption.description,
      }),
    });
  }
  return { faqHeading: say(copy.faqHeading, values), faq };
}
