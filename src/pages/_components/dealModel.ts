/**
 * The model of the deal page in its two variants (/ and /deal, DealPage.astro): the words of
 * src/content/pages/deal.yaml (around the offer), src/content/home/ (the brand's own sections) and
 * src/content/ad-groups/ (hero, banner, closing heading), with their placeholders filled. Every
 * figure a visitor's offer changes is written for every offer view (cohort × pricing variant) and CSS
 * shows the visitor's from the first paint (src/domain/offerViews.ts, docs/checkout.md); titles,
 * descriptions and the options note state the advertised option once.
 */
import { absoluteUrl, brand } from '../../brand/index.ts';
import { LOGO_PNG_PATH } from '../../brand/paths.ts';
import { allOfferViews, cohortOffers } from '../../catalog/defaultOffer.ts';
import { PRICED_EXPERIMENT, pricedExperiment } from '../../brand/experiments.ts';
import { featuredOption } from '../../domain/offer.ts';
import { formatCount } from '../../domain/format.ts';
import { ownTitleScript } from './ownTitle.ts';
import { viewsHtml } from '../../catalog/offerText.ts';
import { fillAll, pageEntry, pageValues, type PageCopy } from '../../copy/pages.ts';
import { fill, fillFrom } from '../../copy/rules.ts';
import { adCopyFor } from '../../data/adGroups.ts';
import { homeCopyFor, type HomeCopy } from '../../data/homeCopy.ts';
import { escapeText } from '../../domain/offerViews.ts';
import type { ApiSnapshot } from '../../buildData/apiSnapshotTypes.ts';
import type { CancellationWords, NearMeWords } from '../../islands/LocalFaq/answers.ts';
import { fitTitle } from '../../lib/seoText.ts';
import { organizationLd, webSiteLd } from '../../lib/structuredData.ts';
import { buildAdCopy, fillHtml, headlineHtml, type HeadlineClasses } from './adCopy.ts';

export type DealVariant = 'home' | 'ad';
export type DealCopy = PageCopy<'deal'>;

const viewContexts = { views: allOfferViews, brand: brand.appName };

/** The brand's words around the offer, placeholders as written. */
export const dealCopy: DealCopy = pageEntry('deal', brand.key);

/** The Forever Clean block's words, {brand} filled; its island fills each offer view's figures. */
export const foreverCleanWords = fillAll(dealCopy.foreverClean, { brand: brand.appName });

/** The option cards' words, {brand} filled; their island puts each offer's figures in. */
export const optionsWords = fillAll(dealCopy.options, { brand: brand.appName });
/** The zip lookup's words (`zip`), for its island. */
export const zipWords = fillAll(dealCopy.zip, { brand: brand.appName });

/** The waitlist form's words (also the checkout's), {brand} filled. */
export const waitlistWords = fillAll(dealCopy.waitlistForm, { brand: brand.appName });

/** A template as plain text, filled once with the advertised option's figures. */
export const once = (template: string): string => fill(template, pageValues(brand.appName, brand.key));

/** A template as HTML, filled once with the advertised option's figures. */
export const onceHtml = (template: string): string => escapeText(once(template));

/** A template as HTML, each placeholder's value written for every offer view. */
export const perValue = (template: string): string => fillHtml(template, viewContexts);

/** A template as HTML, the whole sentence written once per distinct wording over the offer views. */
export const perSentence = (template: string): string =>
  viewsHtml((view) => fillFrom(template, { brand: brand.appName, view }));

/** Title, description, canonical path and structured data of the variant. */
export function dealHead(variant: DealVariant) {
  const isHome = variant === 'home';
  const words = isHome ? dealCopy.home : dealCopy.ad;
  const sameAs = Object.values(brand.social).filter((url): url is string => Boolean(url));
  // The brand and the site (home only). No AggregateRating here: the rating goes only where its
  // reviews are listed and it is computed from (/reviews/).
  const organization = {
    '@context': 'https://schema.org',
    ...organizationLd(brand.appName, absoluteUrl, absoluteUrl(LOGO_PNG_PATH)),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  return {
    // Titles keep the brand within 60 characters: a long brand name takes a shorter wording.
    title: fitTitle(words.titles.map(once), brand.appName),
    description: once(words.description),
    canonicalPath: isHome ? '/' : '/deal',
    jsonLd: isHome ? [organization, webSiteLd(brand.appName, absoluteUrl)] : [],
    // The tab title in the visitor's own price, where their cohort's differs (./ownTitle.ts).
    titleScript: ownTitleScript(
      cohortOffers,
      pricedExperiment(brand).variants.map((variant) => variant.name),
      { numHours: featuredOption.numHours, shown: pageValues(brand.appName, brand.key)['price']! },
      `data-x-${PRICED_EXPERIMENT.toLowerCase()}`,
    ),
  };
}

/**
 * The hero, banner and closing wording: the ad groups' default here, an ad group's (?adgroupid=)
 * swapped in by inline scripts before the first paint (./adCopy.ts). The home page's hero is the
 * brand's own (src/content/home/); /deal keeps the wording its ads promise.
 */
export function dealHero(variant: DealVariant, home: HomeCopy, classes: HeadlineClasses) {
  const { adGroups, defaultAdCopy } = adCopyFor(brand.key);
  const adCopy = buildAdCopy(adGroups, defaultAdCopy, viewContexts, classes);
  const hero =
    variant === 'home'
      ? { headline: headlineHtml(home.headline, viewContexts, classes), lead: perValue(home.lead) }
      : { headline: adCopy.defaults.headline, lead: adCopy.defaults.lead };
  return { adCopy, defaultAdCopy, hero };
}

/** The page's rating and reviews: the home page shows the brand's chosen sort, /deal the newest first. */
export function dealReviews(variant: DealVariant, home: HomeCopy, snapshot: ApiSnapshot) {
  const reviewSort = variant === 'home' ? home.reviewSort : 'RECENT';
  const reviewCount = formatCount(snapshot.rating.reviewCount);
  const values = { brand: brand.appName, rating: String(snapshot.rating.ratingValue), reviewCount };
  const { stars, hero, reviews, readAll } = dealCopy.rating;
  return {
    // Every public review's rating, counted at build time (the reviews page states it as AggregateRating).
    rating: snapshot.rating,
    reviewCount,
    /** The rating's sentences (deal.yaml `rating`), filled. */
    ratingWords: { stars: fill(stars, values), hero: fill(hero, values), reviews: fill(reviews, values), readAll },
    reviewSort,
    reviews: snapshot.reviews[reviewSort],
  };
}

/** A question and its answer; `nearMe` and `cancellation` are the words of an answer the browser fills in. */
export type DealFaq = { q: string; a: string; live?: string; nearMe?: NearMeWords; cancellation?: CancellationWords };

/** An answer's words for the browser to fill: {brand} filled, its question left out. */
function withBrand<T extends { q: string }>({ q: _q, ...words }: T): Omit<T, 'q'> {
  void _q;
  return Object.fromEntries(
    Object.entries(words).map(([name, value]) => [name, fill(value as string, { brand: brand.appName })]),
  ) as Omit<T, 'q'>;
}

/** The questions and answers as HTML: the offer's five, then the brand's own. */
export function dealFaqs(home: HomeCopy): DealFaq[] {
  const { includes, whoCanGet, nearMe, cancellation, membership } = dealCopy.faq;
  return [
    { q: perSentence(includes.q), a: perSentence(includes.a) },
    { q: onceHtml(whoCanGet.q), a: onceHtml(whoCanGet.a) },
    // Answered by the page's live islands: the visitor's nearest cleaners, the cancellation policy.
    { q: onceHtml(nearMe.q), a: '', nearMe: withBrand(nearMe) },
    { q: onceHtml(cancellation.q), a: '', cancellation: withBrand(cancellation) },
    { q: onceHtml(membership.q), a: perSentence(membership.a), live: 'membership-faq' },
    ...home.questions.map((item) => ({ q: perValue(item.q), a: perValue(item.a) })),
  ];
}

/** The price card's words (PriceCardFigures.astro): the option and membership for every offer view. */
export function dealPriceCard() {
  const words = dealCopy.priceCard;
  return {
    label: words.label,
    fullPriceLabel: words.fullPriceLabel,
    optionHtml: perSentence(words.option),
    membershipHtml: perValue(words.membership),
    termsLink: words.termsLink,
    counter: words.counter,
  };
}

/** The brand's home copy with its templates as HTML for every offer view. */
export function dealSections(brandKey: string) {
  const home = homeCopyFor(brandKey);
  const card = (item: HomeCopy['steps'][number]) => ({
    ...item,
    title: perValue(item.title),
    body: perValue(item.body),
  });
  return { home, steps: home.steps.map(card), reasons: home.why.map(card), faqs: dealFaqs(home) };
}
