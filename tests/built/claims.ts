/**
 * Claims the numbers must prove, read from what a visitor and a search engine get (docs/content.md,
 * "Claims the numbers must prove"): every sentence of a built page (its text, JSON-LD, image alt and
 * meta descriptions) and of its share card's source is checked against the offers the brand sells
 * (src/catalog/priceRange.ts) and the place the page stands for (the rates it states). Not a list
 * of sentences: a rule per kind of claim (a monthly price, a first-cleaning price, a "regular" or
 * "instead of" price, a full voucher price, a saving, a paid or free period, a renewal period, a
 * commitment promise, "cancel any time"), so a new page or a new wording is checked like the old.
 * The single pass (./brandSite.ts) runs it on every page of every brand.
 */
import { earlyCancellationCost, periodAmount } from '../../src/domain/charges.ts';
import { featuredOption, memberSavingPercent } from '../../src/domain/offer.ts';
import { billingMonths } from '../../src/domain/planTerms.ts';
import type { Offer } from '../../src/domain/pricing.ts';
import type { Brand } from '../../src/brand/types.ts';
import { cohorts } from '../../src/catalog/plans.ts';
import { soldOffers, type VoucherVariants } from '../../src/catalog/priceRange.ts';

/** What the brand's offers bear out: every figure a sentence may state about them. */
export type OfferClaims = {
  /** The catalogue places (src/domain/offerViews.ts `data-c`) of the cohorts the brand sells. */
  soldPlaces: ReadonlySet<string>;
  /** Hours of the advertised first cleaning (what "the first cleaning" without hours is). */
  featuredHours: number;
  /** Voucher prices by hours, over every cohort the brand sells. */
  pricesByHours: ReadonlyMap<number, ReadonlySet<number>>;
  allPrices: ReadonlySet<number>;
  /** Full voucher prices by hours (what early cancellation brings the first cleaning to). */
  fullByHours: ReadonlyMap<number, ReadonlySet<number>>;
  monthly: readonly number[];
  periodAmounts: ReadonlySet<number>;
  billingMonths: ReadonlySet<number>;
  minimumMonths: ReadonlySet<number>;
  freeMonths: ReadonlySet<number>;
  /** Whether every offer commits the buyer (a minimum of paid months with a cost to leave earlier). */
  commits: boolean;
  savingPercent: number;
};

const add = (map: Map<number, Set<number>>, key: number, value: number) =>
  map.set(key, (map.get(key) ?? new Set()).add(value));

/** The figures of the offers a brand whose brand file names these `voucherOption` variants sells. */
export function offerClaims(variants: VoucherVariants): OfferClaims {
  const offers: readonly Offer[] = soldOffers(variants);
  const pricesByHours = new Map<number, Set<number>>();
  const fullByHours = new Map<number, Set<number>>();
  for (const offer of offers) {
    for (const option of offer.options) {
      add(pricesByHours, option.numHours, option.price);
      add(fullByHours, option.numHours, earlyCancellationCost(offer.plan, option).fullPrice);
    }
  }
  const codes = new Set(offers.map((offer) => offer.cohort));
  return {
    soldPlaces: new Set(cohorts.flatMap((cohort, place) => (codes.has(cohort.code) ? [String(place)] : []))),
    featuredHours: featuredOption.numHours,
    pricesByHours,
    allPrices: new Set([...pricesByHours.values()].flatMap((set) => [...set])),
    fullByHours,
    monthly: [...new Set(offers.map((offer) => offer.plan.monthlyPrice))].sort((a, b) => a - b),
    periodAmounts: new Set(offers.map((offer) => periodAmount(offer.plan))),
    billingMonths: new Set(offers.map((offer) => billingMonths(offer.plan.billingPeriod))),
    minimumMonths: new Set(offers.map((offer) => offer.plan.minimumMonths)),
    freeMonths: new Set(offers.map((offer) => offer.plan.freeMonths)),
    commits: offers.every((offer) => offer.plan.minimumMonths > 0 && offer.plan.cancellationFee > 0),
    savingPercent: memberSavingPercent(),
  };
}

// --- Reading a page's text ------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

/** Marks around an offer-view wording: the visitor's own figure, which the page shows only to its cohort. */
const OWN_START = '\uE000';
const OWN_END = '\uE001';

/**
 * Drops the offer-view wordings (src/domain/offerViews.ts) that only cohorts the brand does not sell
 * show: no visitor of the brand is assigned them. Whether they may be in the page at all is the
 * offer views' own test (`/deal` without its stylesheet); every wording a visitor of the brand can
 * get is kept and checked.
 */
function soldViews(html: string, claims: OfferClaims): string {
  return html.replace(
    /<span\b([^>]*\bdata-(?:c|nc)="[^>]*)>([^<]*)<\/span>/g,
    (_whole, attrs: string, text: string) => {
      const mark = (name: string) => new RegExp(`\\bdata-${name}="([^"]*)"`).exec(attrs)?.[1]?.split(' ');
      const [shown, notShown] = [mark('c'), mark('nc')];
      const sold = [...claims.soldPlaces];
      const reached = shown
        ? shown.some((place) => claims.soldPlaces.has(place))
        : sold.some((p) => !notShown!.includes(p));
      return reached ? ` ${OWN_START}${text}${OWN_END} ` : ' ';
    },
  );
}

/** Every string value of a JSON-LD document. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** Elements that end a block of text (a paragraph, an item, a cell, a heading, a control). */
const BLOCK = new Set(
  'p div li ul ol h1 h2 h3 h4 h5 h6 section article header footer main nav td th tr table dt dd blockquote br summary details figcaption caption label button option'.split(
    ' ',
  ),
);
const UNREAD =
  /<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<svg\b[\s\S]*?<\/svg>|<template\b[\s\S]*?<\/template>/gi;

/**
 * The blocks of text a page states: each paragraph, list item, cell or heading of the body; each
 * JSON-LD string; the alt of each image; the page's descriptions and the share card's alt.
 */
export function pageBlocks(html: string, claims: OfferClaims): string[] {
  const blocks: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      blocks.push(...jsonStrings(JSON.parse(match[1]!)));
    } catch {
      // An unparsable block is the head check's finding.
    }
  }
  for (const match of html.matchAll(/<meta\b[^>]*\bcontent="([^"]*)"[^>]*>/gi)) {
    if (/\b(?:name|property)="(?:description|og:description|og:title|og:image:alt|twitter:[a-z:]+)"/i.test(match[0])) {
      blocks.push(decode(match[1]!));
    }
  }
  for (const match of html.matchAll(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi)) blocks.push(decode(match[1]!));
  const start = html.search(/<body\b/i);
  const body = soldViews(start < 0 ? html : html.slice(start), claims)
    .replace(UNREAD, '\n')
    .replace(/<\/?([a-zA-Z][\w-]*)[^>]*>/g, (_tag, name: string) => (BLOCK.has(name.toLowerCase()) ? '\n' : ''));
  for (const block of body.split(/\n+/)) if (MAY_CLAIM.test(block)) blocks.push(decode(block));
  return blocks.map((block) => block.replace(/\s+/g, ' ').trim()).filter((block) => MAY_CLAIM.test(block));
}

const unmarked = (text: string) => text.replaceAll(OWN_START, '').replaceAll(OWN_END, '');

/** A block's sentences (a period, question or exclamation mark and a space end one). */
const sentencesOf = (block: string) => block.split(/(?<=[.!?])\s+(?=[A-Z$“"(])/);

// --- The rules, one per kind of claim ---------------------------------------------------------------

const money = (text: string) => Number(text.replace(/,/g, ''));
const AMOUNT = String.raw`\$(\d[\d,]*(?:\.\d{1,2})?)`;
const has = (set: ReadonlySet<number> | undefined, value: number) => Boolean(set?.has(value));
const list = (values: Iterable<number>) => [...values].map((value) => `$${value}`).join(', ');

/** Hourly rates the page states ("$39/hour", "$39 an hour", "$39 per hour"): the place's, where it has one. */
function statedRates(blocks: readonly string[]): Set<number> {
  const rates = new Set<number>();
  for (const block of blocks) {
    for (const match of block.matchAll(new RegExp(`${AMOUNT}\\s*(?:/\\s*hour|/hr|an hour|per hour|hourly)`, 'gi'))) {
      rates.add(money(match[1]!));
    }
  }
  return rates;
}

type Rule = (
  sentence: string,
  block: string,
  context: {
    claims: OfferClaims;
    rates: ReadonlySet<number>;
    /** The sentence holds an offer-view wording: its figures are each visitor's own. */
    own: boolean;
  },
) => string[];

/** Words that say whose a figure is, where the brand's offers differ. */
const WHOSE = /\bdepending on (?:the|your) offer\b|\byour offer\b|\bsome offers\b|\bwith the offer\b/i;

const monthlyRule: Rule = (sentence, _block, { claims, own }) => {
  const problems: string[] = [];
  const range = new RegExp(
    `(from\\s+)?${AMOUNT}(?:\\s*(?:to|–|-)\\s*${AMOUNT})?\\s*(?:a|per|/|each)\\s*month\\b`,
    'gi',
  );
  for (const match of sentence.matchAll(range)) {
    const [low, high] = [money(match[2]!), match[3] === undefined ? undefined : money(match[3])];
    const min = claims.monthly[0]!;
    const max = claims.monthly.at(-1)!;
    if (high !== undefined) {
      if (low !== min || high !== max) {
        problems.push(
          `states a monthly range $${low} to $${high}; the brand's offers cost ${list(claims.monthly)} a month`,
        );
      }
    } else if (match[1] && low !== min) {
      problems.push(`says "from $${low}" a month; the brand's lowest monthly price is $${min}`);
    } else if (!claims.monthly.includes(low)) {
      problems.push(`states $${low} a month; the brand's offers cost ${list(claims.monthly)} a month`);
    } else if (claims.monthly.length > 1 && !own && !WHOSE.test(sentence)) {
      problems.push(
        `states $${low} a month to every visitor, but the brand's offers cost ${list(claims.monthly)}: say whose price it is`,
      );
    }
  }
  return problems;
};

/**
 * Where the amounts of `sentence` that state the ends of `values` plainly start: "$14–$19" or
 * "$14 to $19" (the lowest to the highest), or "from $14" (the lowest).
 */
function rangeEnds(sentence: string, values: ReadonlySet<number>): Set<number> {
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const ends = new Set<number>();
  for (const match of sentence.matchAll(new RegExp(`${AMOUNT}\\s*(?:–|—|-|to)\\s*${AMOUNT}`, 'gd'))) {
    if (money(match[1]!) === min && money(match[2]!) === max) {
      ends.add(match.indices![1]![0]).add(match.indices![2]![0]);
    }
  }
  for (const match of sentence.matchAll(new RegExp(`\\bfrom\\s+${AMOUNT}`, 'gid'))) {
    if (money(match[1]!) === min) ends.add(match.indices![1]![0]);
  }
  return ends;
}

/**
 * A figure of the brand's offers stated to every visitor (`at` where its digits start) where its
 * offers differ (`values`): true unless the sentence is the visitor's own offer wording, says whose
 * figure it is, or states the range ("$14–$19", "from $14").
 */
const toEveryVisitor = (sentence: string, at: number, values: ReadonlySet<number> | undefined, own: boolean) =>
  values !== undefined && values.size > 1 && !own && !WHOSE.test(sentence) && !rangeEnds(sentence, values).has(at);

/** "$19 first cleaning", "first 3-hour cleaning for $19", "Your first cleaning is $19", "the $19 deal". */
const FIRST_PRICE_LOOSE = [
  new RegExp(`\\bfirst\\b[^$.?!;:]{0,80}?\\b(?:for|at|from|is|costs?|only|just)\\s+${AMOUNT}`, 'gid'),
  new RegExp(`\\bfirst (?:\\d+-hour )?(?:home )?(?:cleaning|clean|visit)\\s+${AMOUNT}`, 'gid'),
  new RegExp(
    `${AMOUNT}(?:\\s*(?:–|—|-|to)\\s*\\$[\\d,.]+)?\\s+(?:first\\b|(?:home )?(?:cleaning|clean|visit|offer|deal)\\b)`,
    'gid',
  ),
];
/** What follows a rate or a membership price ("$35/hour", "$49 a month"): not a first cleaning's. */
const NOT_FIRST_PRICE = /^\s*(?:\/|a\b|an\b|per\b|each\b)\s*(?:hour|month|year|week)/i;

const firstPriceRule: Rule = (sentence, _block, { claims, own }) => {
  const problems: string[] = [];
  const forHours = new RegExp(
    `\\b(\\d+)[- ]hour\\b[^$.]{0,60}?\\b(?:for|at|just|only)\\s+${AMOUNT}(?!\\s*(?:/|a|an|per)\\s*(?:hour|month))`,
    'gi',
  );
  for (const match of sentence.matchAll(forHours)) {
    const [hours, price] = [Number(match[1]), money(match[2]!)];
    if (!has(claims.pricesByHours.get(hours), price)) {
      problems.push(
        `prices a first ${hours}-hour cleaning at $${price}; the brand sells it at ${list(claims.pricesByHours.get(hours) ?? [])}`,
      );
    }
  }
  const first = new RegExp(
    `${AMOUNT}\\s+first[- ](?:\\d+-hour )?cleaning|first[- ](?:\\d+-hour )?cleaning (?:for|at|from) ${AMOUNT}|\\(${AMOUNT} with some offers\\)|Starting At ${AMOUNT}|Cleaned For ${AMOUNT}`,
    'gi',
  );
  for (const match of sentence.matchAll(first)) {
    const price = money(match.slice(1).find((value) => value !== undefined)!);
    if (!claims.allPrices.has(price)) {
      problems.push(
        `states a first-cleaning price of $${price}, which no offer of the brand has (${list(claims.allPrices)})`,
      );
    }
  }
  // One of the brand's first-cleaning prices stated as every visitor's, where its offers ask several.
  const hours = Number(/\b(\d+)[- ]hours?\b/i.exec(sentence)?.[1] ?? claims.featuredHours);
  const prices = claims.pricesByHours.get(hours);
  const stated = new Set<number>();
  for (const pattern of FIRST_PRICE_LOOSE) {
    for (const match of sentence.matchAll(pattern)) {
      const [price, at] = [money(match[1]!), match.indices![1]![0]];
      if (NOT_FIRST_PRICE.test(sentence.slice(match.indices![1]![1]))) continue;
      if (has(prices, price) && !stated.has(at) && toEveryVisitor(sentence, at, prices, own)) {
        stated.add(at);
        problems.push(
          `states $${price} for the first ${hours}-hour cleaning to every visitor, but the brand's offers ask ${list([...prices!].sort((a, b) => a - b))}: state the range or "from" the lowest, or say whose price it is`,
        );
      }
    }
  }
  return problems;
};

/** "instead of $75", "regular price $75", "regularly $75", "worth $75": a price in a place, for hours. */
const regularRule: Rule = (sentence, _block, { rates }) => {
  const problems: string[] = [];
  const regular = new RegExp(
    `(?:instead of|regular(?:ly)?(?: price)?(?: of| is)?|usually|normally|worth|valued at|was)\\s+${AMOUNT}(?!\\s*(?:/|a|an|per)\\s*(?:hour|month))`,
    'gi',
  );
  for (const match of sentence.matchAll(regular)) {
    const amount = money(match[1]!);
    const hours = Number(/\b(\d+)[- ]hours?\b/i.exec(sentence)?.[1] ?? NaN);
    const proven = [...rates].some((rate) => Math.abs(rate * hours - amount) < 0.01);
    if (!proven) {
      problems.push(
        rates.size === 0
          ? `compares with a "regular" $${amount} on a page that states no place's rate: say what the figure is (the full voucher price)`
          : `calls $${amount} the regular price, but ${Number.isNaN(hours) ? 'the' : `${hours}`} hours at the rates this page states (${list(rates)}/hour) cost otherwise`,
      );
    }
  }
  return problems;
};

const fullPriceRule: Rule = (sentence, _block, { claims, own }) => {
  const problems: string[] = [];
  const full = new RegExp(`full(?: voucher)? price(?: of| is|:|,)?\\s+${AMOUNT}|full ${AMOUNT} price`, 'gid');
  const all = new Set([...claims.fullByHours.values()].flatMap((set) => [...set]));
  // The hours the sentence names (several where offer views stand side by side); none: any option's.
  const hours = [...sentence.matchAll(/\b(\d+)[- ]hours?/gi)].map((match) => Number(match[1]));
  const named = new Set(hours.flatMap((h) => [...(claims.fullByHours.get(h) ?? [])]));
  const allowed = named.size > 0 ? named : all;
  // Where the sentence names no hours, "the first cleaning" is the advertised one.
  const everyones = named.size > 0 ? named : claims.fullByHours.get(claims.featuredHours);
  for (const match of sentence.matchAll(full)) {
    const group = match[1] === undefined ? 2 : 1;
    const amount = money(match[group]!);
    if (!allowed.has(amount)) {
      problems.push(`states a full voucher price of $${amount}; the brand's offers have ${list(allowed)}`);
    } else if (has(everyones, amount) && toEveryVisitor(sentence, match.indices![group]![0], everyones, own)) {
      problems.push(
        `states a full voucher price of $${amount} to every visitor, but the brand's offers have ${list([...everyones!].sort((a, b) => a - b))}: state the range or say whose price it is`,
      );
    }
  }
  return problems;
};

const savingRule: Rule = (sentence, _block, { claims }) => {
  const problems: string[] = [];
  const saving =
    /(?:save|saving|savings of)\s+(?:up to\s+|more than\s+|over\s+)?(\d+(?:\.\d+)?)\s?%|(\d+(?:\.\d+)?)\s?%\s*(?:off|less|below|cheaper|savings?|discount)\b/gi;
  for (const match of sentence.matchAll(saving)) {
    const percent = Number(match[1] ?? match[2]);
    const more = /more than|over/i.test(match[0]);
    if (percent > claims.savingPercent || (more && percent >= claims.savingPercent)) {
      problems.push(
        `claims a ${percent}% saving; the member and non-member rates prove at least ${claims.savingPercent}%`,
      );
    }
  }
  return problems;
};

const periodRule: Rule = (sentence, _block, { claims }) => {
  const problems: string[] = [];
  for (const match of sentence.matchAll(/\b(\d+) paid months?\b/gi)) {
    if (!claims.minimumMonths.has(Number(match[1]))) {
      problems.push(
        `names ${match[1]} paid months; the brand's offers have a minimum of ${[...claims.minimumMonths].join(', ')}`,
      );
    }
  }
  for (const match of sentence.matchAll(/\b(\d+) free months?\b/gi)) {
    if (!claims.freeMonths.has(Number(match[1]))) {
      problems.push(`names ${match[1]} free months; the brand's offers have ${[...claims.freeMonths].join(', ')}`);
    }
  }
  const membership = /\b(?:membership|forever clean|renew\w*|charged|billed)\b/i.test(sentence);
  if (membership) {
    for (const match of sentence.matchAll(
      /\bevery (\d+)(?: or (\d+))? months\b|\b(annual(?:ly)?|yearly|each year|every year)\b/gi,
    )) {
      for (const months of match[1] ? [Number(match[1]), ...(match[2] ? [Number(match[2])] : [])] : [12]) {
        const renewal = match[3] === undefined || /\brenew\w*|\bcharged|\bbilled/i.test(sentence);
        if (
          renewal &&
          !claims.billingMonths.has(months) &&
          !(months === 12 && /expires? after 1 year/i.test(sentence))
        ) {
          problems.push(
            `names a ${months}-month period for the membership; the brand's plans are billed every ${[...claims.billingMonths].join(', ')} month(s)`,
          );
        }
      }
    }
    for (const match of sentence.matchAll(new RegExp(`${AMOUNT}\\s+(?:is )?(?:charged|billed)\\s+every`, 'gi'))) {
      if (!claims.periodAmounts.has(money(match[1]!))) {
        problems.push(
          `states a membership charge of $${match[1]}; the brand's charges are ${list(claims.periodAmounts)}`,
        );
      }
    }
  }
  return problems;
};

const COMMITMENT =
  /\bbefore you commit\b|\bno commitments?\b|\bcommitment[- ]free\b|\bwithout (?:any )?commitment\b|\brisk[- ]free\b|\bno strings(?: attached)?\b|\bno obligation\b|\bnothing to lose\b|\bno long[- ]term\b|\bfree trial\b/i;

const commitmentRule: Rule = (sentence, _block, { claims }) => {
  const words = COMMITMENT.exec(sentence);
  return words && claims.commits
    ? [`says "${words[0]}", but the brand's offers commit the buyer to paid months or a cost to cancel earlier`]
    : [];
};

const CANCEL_ANY_TIME = /\bcancel(?:l?able|led|ling)?\b[^.;]{0,24}\bany ?time\b|\bno contract\b/i;
const EARLY_COST =
  /\bcancel\w*\b[^.]{0,80}\b(?:before|earlier)\b[^.]{0,80}\b(?:costs?|fee)\b|\bcancellation fee\b|\bearly[- ]cancellation (?:fee|cost)\b/i;

/** "then cancel any time", "after 6 paid months you can cancel any time": the promise once the minimum is paid. */
const AFTER_MINIMUM = /\bthen cancel\b|\bafter (?:you have paid for )?\d+ (?:paid )?months\b/i;

const cancelRule: Rule = (sentence, block, { claims }) =>
  CANCEL_ANY_TIME.test(sentence) && claims.commits && !EARLY_COST.test(block) && !AFTER_MINIMUM.test(sentence)
    ? ['promises "cancel any time" without the cost of cancelling early beside it']
    : [];

/** What a sentence holds if any rule can apply to it: the rules run only on those (most sentences hold none). */
const MAY_CLAIM =
  /[$%]|\d+ (?:paid|free) months?|\bcommit|\brisk|\bstrings\b|\bobligation|\bfree trial|\bnothing to lose|\bany ?time\b|\bcontract\b|\bannual|\byearly\b|\b(?:each|every) (?:\d+ (?:or \d+ )?months|year)\b/i;

const RULES: readonly Rule[] = [
  monthlyRule,
  firstPriceRule,
  regularRule,
  fullPriceRule,
  savingRule,
  periodRule,
  commitmentRule,
  cancelRule,
];

/** A sentence and what is wrong with it. */
export type Claim = { sentence: string; why: string };

/** The claims of `blocks` the offers or the place do not bear out. */
export function claimProblems(blocks: readonly string[], claims: OfferClaims): Claim[] {
  const rates = statedRates(blocks.map(unmarked));
  const problems = new Map<string, Claim>();
  for (const marked of blocks) {
    const block = unmarked(marked);
    // A wording of several sentences is marked at its ends: every sentence inside is the visitor's own.
    let inside = false;
    for (const sentence of sentencesOf(marked)) {
      const own = inside || sentence.includes(OWN_START);
      inside =
        sentence.lastIndexOf(OWN_START) > sentence.lastIndexOf(OWN_END) || (inside && !sentence.includes(OWN_END));
      const plain = unmarked(sentence);
      if (!MAY_CLAIM.test(plain)) continue;
      for (const rule of RULES) {
        for (const why of rule(plain, block, { claims, rates, own })) {
          problems.set(`${plain}\n${why}`, { sentence: plain, why });
        }
      }
    }
  }
  return [...problems.values()];
}

const quoted = (sentence: string) => `“${sentence.length > 300 ? `${sentence.slice(0, 297)}…` : sentence}”`;

/**
 * One line per kind of mistake (the reason without its figures' place): the first file and sentence
 * that make it and how many more pages do, so thousands of city pages make one line each.
 */
export function summarize(found: ReadonlyMap<string, readonly { path: string; sentence: string }[]>): string[] {
  return [...found].map(([why, where]) => {
    const more = where.length > 1 ? ` (and ${where.length - 1} more)` : '';
    return `${where[0]!.path}: ${quoted(where[0]!.sentence)} ${why}${more}`;
  });
}

/** The share cards' source (src/lib/ogImage.ts, what src/brand/images.ts draws), checked like a page. */
export async function cardClaims(brand: Brand): Promise<string[]> {
  const { ogCards, ogImagePath } = await import('../../src/lib/ogImage.ts');
  const { servicePages } = await import('../../src/data/services.ts');
  const claims = offerClaims(brand.experiments?.['voucherOption']);
  const services = servicePages(brand.appName, brand.key);
  const { brandOfferRange } = await import('../../src/catalog/priceRange.ts');
  return ogCards(brand.appName, services, brandOfferRange(brand.experiments?.['voucherOption'])).flatMap((card) =>
    claimProblems([card.headline, card.offer ?? '', card.note ?? ''].filter(Boolean), claims).map(
      (claim) => `${ogImagePath(card)} (share card source): ${quoted(claim.sentence)} ${claim.why}`,
    ),
  );
}
