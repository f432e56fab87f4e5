/**
 * The fields of each copy collection in src/content/ and their limits (docs/content.md lists them
 * for marketers). Unknown fields are refused (strict objects), so a misspelt field name stops the
 * build instead of being ignored.
 */
import { z } from 'astro/zod';
import { SNAPSHOT_SORTS } from '../buildData/apiSnapshotTypes.ts';
import { headingsOf, markdownProblem } from './markdown.ts';
import { measuringValues, SEO_LIMITS, text, type Placeholder } from './rules.ts';
import { ALLOWED, linkRule } from './placeholders.ts';
import type { TextRules } from './textRules.ts';
import { HUB_CATEGORIES, type HubCategory } from '../content/hub/schema.ts';

/**
 * A Markdown text checked like a text field, plus the Markdown rules of ./markdown.ts; `inline`:
 * one paragraph (links, bold), rendered by pageCopy().
 */
const markdown = (rules: TextRules, { inline = false } = {}) =>
  z.string().superRefine((value, ctx) => {
    const problem = markdownProblem(value, rules, measuringValues(), { inline });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a page slug such as deep-cleaning');
const list = <T extends z.ZodType>(item: T, min = 1) =>
  z.array(item).min(min, min === 1 ? 'needs at least one item' : `needs at least ${min} items`);

// --- Service pages: src/content/services/<slug>.md (the file name is the URL: /services/<slug>) ---

const serviceText = (rules: Parameters<typeof text>[0] = {}) => text({ placeholders: ALLOWED.services, ...rules });

export const serviceSchema = z.strictObject({
  /** Short name as in the header's dropdown. */
  name: serviceText({ max: 40 }),
  /** schema.org serviceType. */
  serviceType: serviceText({ max: 60 }),
  /** The browser tab and search result title. */
  title: serviceText({ filledMax: SEO_LIMITS.title }),
  /** The search result's snippet. */
  description: serviceText({ filledMax: SEO_LIMITS.description }),
  /** The page's h1. */
  heading: serviceText({ max: 60 }),
  /** One sentence under the h1. */
  lead: serviceText({ filledMax: 200 }),
  /** What a cleaner does, room by room. */
  included: list(z.strictObject({ room: serviceText({ max: 60 }), tasks: list(serviceText({ max: 120 })) })),
  /** What this booking does not cover. */
  notIncluded: list(serviceText({ max: 160 })),
  /** Hours this service needs on top of a standard cleaning of the same home (0 to 4). */
  extraHours: z.number().int().min(0).max(4),
  /** How to think about the hours. */
  hoursNote: serviceText({ max: 300 }),
  /** Questions and answers (4 or 5). */
  faq: list(z.strictObject({ question: serviceText({ max: 120 }), answer: serviceText({ max: 400 }) }), 4).max(
    5,
    'has more than 5 questions',
  ),
  /** Slugs of related service pages (up to 3). */
  related: z.array(slug).max(3, 'names more than 3 related pages'),
  /** Intro paragraphs: the text under the frontmatter, paragraphs separated by a blank line. */
  body: serviceText({ max: 2000 }),
});
export type ServiceEntry = z.infer<typeof serviceSchema>;

// --- Ad groups: src/content/ad-groups/<name>.yaml; default.yaml is the wording without an ad group ---

const AD_PLACEHOLDERS = ALLOWED.adGroups;
/** Longest texts as written, so every variant keeps the hero's shape (lines of the h1 and the lead). */
export const HERO_LIMITS = { title: 40, headline: 60, lead: 200, ctaHeading: 44 } as const;
const heroText = (field: keyof typeof HERO_LIMITS, requires?: Placeholder[]) =>
  text({ placeholders: AD_PLACEHOLDERS, max: HERO_LIMITS[field], ...(requires ? { requires } : {}) });

export const adCopySchema = z.strictObject({
  /** Promo banner's {title}: "Limited Time Offer: {title} Starting At {price}!". Title Case. */
  title: heroText('title'),
  /** The h1; must name {price}. */
  headline: heroText('headline', ['price']),
  /** The paragraph under the h1. */
  lead: heroText('lead'),
  /** Heading of the closing call-to-action section. */
  ctaHeading: heroText('ctaHeading'),
});

export const adGroupSchema = adCopySchema.extend({
  /** Google Ads ad group id, digits only, as it arrives in `?adgroupid=`. */
  id: z.string().regex(/^[1-9]\d{5,19}$/, 'must be a numeric ad group id (write it in quotes)'),
});

/** One file of src/content/ad-groups/: default.yaml has no id, every other file has one (src/copy/validate.ts). */
export const adGroupFileSchema = adCopySchema.extend({ id: adGroupSchema.shape.id.optional() });

// --- Home page copy: src/content/home/home.yaml, a brand's own in brands/<brand>/home.yaml ---

const homeText = (rules: Parameters<typeof text>[0] = {}) => text({ placeholders: ALLOWED.home, ...rules });
const step = z.strictObject({
  icon: z.enum(['tag', 'calendar', 'sparkles', 'home', 'star', 'check']),
  title: homeText({ max: 60 }),
  body: homeText({ max: 300 }),
});

export const homeSchema = z.strictObject({
  /** The h1; must state the first {hours} cleaning at {price} (spec §9). */
  headline: homeText({ max: HERO_LIMITS.headline, requires: ['price'] }),
  /** The paragraph under the h1. */
  lead: homeText({ max: HERO_LIMITS.lead }),
  /** The three ticks under the lead. */
  checks: z.tuple([homeText({ max: 50 }), homeText({ max: 50 }), homeText({ max: 50 })], {
    error: 'needs exactly three ticks',
  }),
  /** Under the zip code section's heading. */
  zipIntro: homeText({ max: 300 }),
  /** Under the options' heading (before the shared price sentence). */
  optionsIntro: homeText({ max: 300 }),
  /** Under the waitlist's heading. */
  waitlistIntro: homeText({ max: 400 }),
  /** The brand's reasons to book, with their section title. */
  whyTitle: homeText({ max: 60 }),
  why: list(step),
  stepsTitle: homeText({ max: 60 }),
  steps: list(step),
  /** A short account of who the brand is for and how it works, in the brand's own words. */
  aboutTitle: homeText({ max: 60 }),
  about: list(homeText({ max: 600 })),
  /** The reviews section: its title and its first sentence. */
  reviewsTitle: homeText({ max: 60 }),
  reviewsIntro: homeText({ max: 300 }),
  /** Which first page of real reviews the section shows. */
  reviewSort: z.enum(SNAPSHOT_SORTS),
  /** The FAQ section's title and the brand's own questions (the offer's terms follow them). */
  faqTitle: homeText({ max: 60 }),
  questions: list(z.strictObject({ q: homeText({ max: 120 }), a: homeText({ max: 500 }) })),
  /** The closing paragraph above the last call to action. */
  closing: homeText({ max: 200 }),
});

// --- Help center: src/content/help/<topic>.yaml ---

const helpText = (rules: Parameters<typeof text>[0] = {}) => text({ placeholders: ALLOWED.help, ...rules });
const HELP_LINK = linkRule(false, '/deal');
const helpLink = z.strictObject({
  /** A path on the site (/deal), or a placeholder for one of the brand's app addresses ({login}). */
  href: z.string().regex(HELP_LINK.pattern, `must be ${HELP_LINK.allowed}`),
  label: helpText({ max: 60 }),
});

export const helpTopicSchema = z.strictObject({
  /** Position on the help page (1 first). */
  order: z.number().int().positive(),
  title: helpText({ max: 40 }),
  items: list(
    z.strictObject({
      question: helpText({ max: 120 }),
      answer: helpText({ max: 500 }),
      link: helpLink.optional(),
    }),
  ),
});

// --- Single pages: src/content/pages/<page>.yaml ---

const pageText = (placeholders: readonly Placeholder[], rules: Parameters<typeof text>[0] = {}) =>
  text({ placeholders, ...rules });
const seo = (placeholders: readonly Placeholder[]) => ({
  title: pageText(placeholders, { filledMax: SEO_LIMITS.title }),
  description: pageText(placeholders, { filledMax: SEO_LIMITS.description }),
});
const card = (placeholders: readonly Placeholder[]) =>
  z.strictObject({ title: pageText(placeholders, { max: 60 }), body: pageText(placeholders, { max: 300 }) });

const APPLY = ALLOWED.apply;
/** /apply: becoming a cleaner. */
export const applyPageSchema = z.strictObject({
  ...seo(APPLY),
  eyebrow: pageText(APPLY, { filledMax: 60 }),
  heading: pageText(APPLY, { max: 60 }),
  lead: pageText(APPLY, { max: 200 }),
  applyButton: pageText(APPLY, { max: 30 }),
  payTitle: pageText(APPLY, { max: 60 }),
  pay: list(card(APPLY)),
  workTitle: pageText(APPLY, { max: 60 }),
  work: list(pageText(APPLY, { max: 600 })),
  requirementsTitle: pageText(APPLY, { max: 60 }),
  requirements: list(pageText(APPLY, { max: 160 })),
  stepsTitle: pageText(APPLY, { max: 60 }),
  steps: list(card(APPLY)),
  faqTitle: pageText(APPLY, { max: 60 }),
  faq: list(z.strictObject({ question: pageText(APPLY, { max: 120 }), answer: pageText(APPLY, { max: 500 }) })),
  supportPrompt: pageText(APPLY, { max: 60 }),
  supportLink: pageText(APPLY, { filledMax: 60 }),
});

const VS = ALLOWED.vs;
/** /vs: the comparison with an independent cleaner and a franchise maid service. */
export const vsPageSchema = z.strictObject({
  ...seo(VS),
  eyebrow: pageText(VS, { max: 60 }),
  heading: pageText(VS, { filledMax: 90 }),
  lead: pageText(VS, { max: 300 }),
  tableTitle: pageText(VS, { max: 60 }),
  tableLabel: pageText(VS, { max: 80 }),
  caption: pageText(VS, { filledMax: 300 }),
  columns: z.strictObject({
    topic: pageText(VS, { max: 30 }),
    ours: pageText(VS, { filledMax: 30 }),
    independent: pageText(VS, { max: 30 }),
    franchise: pageText(VS, { max: 30 }),
  }),
  rows: list(
    z.strictObject({
      topic: pageText(VS, { max: 40 }),
      ours: pageText(VS, { filledMax: 400 }),
      // Other providers' rates are market estimates, not ours: no placeholder knows them, so these
      // two may state amounts by hand (textRules.ts, claimProblem).
      independent: pageText(VS, { filledMax: 300, literalAmounts: true }),
      franchise: pageText(VS, { filledMax: 300, literalAmounts: true }),
    }),
  ),
  method: pageText(VS, { filledMax: 500 }),
  fitTitle: pageText(VS, { max: 60 }),
  fit: list(card(VS)),
  ctaTitle: pageText(VS, { max: 60 }),
  cta: pageText(VS, { filledMax: 300 }),
  ctaTermsLink: pageText(VS, { max: 40 }),
  dealButton: pageText(VS, { max: 30 }),
  includesButton: pageText(VS, { max: 40 }),
});

/** The fields made by `inlineMarkdown()`: pageCopy() (./pages.ts) gives them as HTML. */
export const inlineMarkdownFields = new WeakSet<z.ZodType>();

/** One paragraph of Markdown (links, bold): src/copy/markdown.ts, rendered by pageCopy(). */
export const inlineMarkdown = (rules: TextRules) => {
  const schema = markdown(rules, { inline: true });
  inlineMarkdownFields.add(schema);
  return schema;
};

const CONTACT = ALLOWED.contact;
/** /help/ticket/: how to reach support. The hours and reply time are facts (src/data/support.ts). */
export const contactPageSchema = z.strictObject({
  title: pageText(CONTACT, { filledMax: SEO_LIMITS.title }),
  description: pageText(CONTACT, { filledMax: SEO_LIMITS.description }),
  eyebrow: pageText(CONTACT, { filledMax: 60 }),
  heading: pageText(CONTACT, { max: 60 }),
  lead: pageText(CONTACT, { max: 300 }),
  emailTitle: pageText(CONTACT, { max: 60 }),
  hoursLabel: pageText(CONTACT, { max: 30 }),
  replyLabel: pageText(CONTACT, { max: 30 }),
  replyNote: pageText(CONTACT, { max: 160 }),
  includeTitle: pageText(CONTACT, { max: 60 }),
  include: list(pageText(CONTACT, { max: 160 })),
  includeWarning: pageText(CONTACT, { max: 200 }),
  appTitle: pageText(CONTACT, { max: 60 }),
  app: pageText(CONTACT, { max: 400 }),
  signInButton: pageText(CONTACT, { max: 30 }),
  redeemButton: pageText(CONTACT, { max: 30 }),
  /** One paragraph with links (Markdown): where else to look. */
  moreHelp: inlineMarkdown({ placeholders: CONTACT, max: 400 }),
});

const HELP_CENTER = ALLOWED.helpCenter;
/** /help/: the help center's own words (the questions are src/content/help/). */
export const helpCenterPageSchema = z.strictObject({
  title: pageText(HELP_CENTER, { filledMax: SEO_LIMITS.title }),
  description: pageText(HELP_CENTER, { filledMax: SEO_LIMITS.description }),
  eyebrow: pageText(HELP_CENTER, { filledMax: 60 }),
  heading: pageText(HELP_CENTER, { max: 60 }),
  lead: pageText(HELP_CENTER, { max: 200 }),
  signInButton: pageText(HELP_CENTER, { max: 40 }),
  contactButton: pageText(HELP_CENTER, { max: 30 }),
  topicsTitle: pageText(HELP_CENTER, { max: 40 }),
  stillTitle: pageText(HELP_CENTER, { max: 60 }),
  still: pageText(HELP_CENTER, { max: 300 }),
  supportButton: pageText(HELP_CENTER, { filledMax: 60 }),
});

const CHECKOUT = ALLOWED.checkout;
/** A word of the checkout's steps; `requires`: the placeholders the island fills in it. */
const stepText = (max: number, requires?: Placeholder[]) =>
  pageText(ALLOWED.checkoutSteps, { max, ...(requires ? { requires } : {}) });
/**
 * The pay button's words: they keep "Buy", which the consent next to it ("By selecting Buy, …")
 * names, and the membership the purchase starts (the button names everything it charges for).
 */
const payText = (max: number, requires: Placeholder[] = []) =>
  pageText(ALLOWED.checkoutSteps, {
    max,
    requires,
    keeps: {
      word: ['Buy', 'Forever Clean'],
      because: 'the consent beside the button says "By selecting Buy", and Buy starts the Forever Clean membership',
    },
  });
/** The checkout's steps (src/islands/Checkout/), given to the island by the page. */
const checkoutSteps = z.strictObject({
  progressLabel: stepText(40),
  step: stepText(20, ['step']),
  /** Read out after a done step's number. */
  done: stepText(20),
  /** Read out before each step's heading. */
  stepOf: stepText(30, ['step']),
  loading: stepText(60),
  busy: stepText(20),
  optional: stepText(20),
  /** The progress list's and the tab title's names of the steps. */
  names: z.strictObject({
    details: stepText(20),
    option: stepText(20),
    payment: stepText(20),
    voucher: stepText(20),
  }),
  details: z.strictObject({
    heading: stepText(40),
    lead: stepText(160),
    email: stepText(40),
    phone: stepText(40),
    phoneHint: stepText(60),
    firstName: stepText(40),
    lastName: stepText(40),
    zipcode: stepText(40),
    problem: stepText(60),
    continue: stepText(30),
  }),
  /** Below step 1 for a zip code not served yet. */
  unserved: z.strictObject({
    heading: stepText(60, ['zipcode']),
    text: stepText(200),
    join: stepText(40, ['zipcode']),
    opening: stepText(60),
  }),
  option: z.strictObject({
    heading: stepText(40),
    legend: stepText(60),
    unavailable: stepText(200, ['askedHours', 'chosen', 'chosenHours']),
    hours: stepText(20, ['chosenHours']),
    /** Read out before the struck-through price. */
    fullPrice: stepText(40),
    changeZip: stepText(40, ['zipcode']),
    continue: stepText(30),
    back: stepText(30),
  }),
  summary: z.strictObject({
    heading: stepText(40),
    loading: stepText(60),
    retry: stepText(20),
    voucher: stepText(60, ['chosen', 'chosenHours']),
    discount: stepText(40, ['discount']),
    tax: stepText(40, ['taxRate']),
    dueToday: stepText(30),
    membership: stepText(60),
  }),
  payment: z.strictObject({
    heading: stepText(40),
    card: stepText(40),
    cardNumber: stepText(30),
    cardNumberHint: stepText(40),
    /** Once the card's first digits tell its network. */
    cardBrandHint: stepText(40, ['cardBrand', 'cardDigits']),
    expiry: stepText(30),
    expiryHint: stepText(30),
    securityCode: stepText(30),
    securityCodeHint: stepText(30),
    receipt: stepText(120, ['receiptEmail']),
    buy: payText(40),
    buyFor: payText(60, ['total']),
    buySecurely: payText(50),
    buySecurelyFor: payText(70, ['total']),
    /** Under the membership's box when Buy is pressed without it ticked. */
    consentRequired: stepText(120),
    back: stepText(20),
  }),
  /** Above Buy when a purchase did not go through (src/islands/Checkout/PurchaseProblem.tsx). */
  problem: z.strictObject({
    cardNotCharged: stepText(60),
    anotherCard: stepText(160),
    alreadyACustomer: stepText(60),
    signIn: stepText(60),
    or: stepText(10),
    redeem: stepText(60),
    checkDetails: stepText(60),
    editDetails: stepText(30),
    unconfirmed: stepText(60),
    buyAgainOnline: stepText(160),
    buyAgainLater: stepText(160),
    refused: stepText(60),
    backToOffer: stepText(30),
  }),
  success: z.strictObject({
    heading: stepText(40),
    lead: stepText(160, ['chosenHours']),
    code: stepText(30),
    redeem: stepText(40),
    receipt: stepText(120, ['receiptEmail']),
    thanks: stepText(60),
    thanksForPurchase: stepText(60),
    surveyHeading: stepText(80),
    surveyLoadProblem: stepText(60),
    retry: stepText(20),
    chooseAll: stepText(40),
    chooseOne: stepText(60),
    where: stepText(30),
    saveProblem: stepText(60),
    send: stepText(30),
    skip: stepText(20),
    skipped: stepText(60),
  }),
});
/** /checkout/: the words around the checkout island and its steps' own. */
export const checkoutPageSchema = z.strictObject({
  ...seo(CHECKOUT),
  heading: pageText(CHECKOUT, { max: 60 }),
  lead: pageText(CHECKOUT, { max: 200 }),
  /** Shown when JavaScript is off. */
  noscript: pageText(CHECKOUT, { max: 200 }),
  steps: checkoutSteps,
});

const DEAL = ALLOWED.deal;
const dealText = (rules: Parameters<typeof text>[0] = {}) => pageText(DEAL, rules);
/** The countdown's units under the price card (src/islands/shared/countdown.ts). */
const timeUnits = z.strictObject({
  d: dealText({ max: 5 }),
  h: dealText({ max: 5 }),
  m: dealText({ max: 5 }),
  s: dealText({ max: 5 }),
  day: dealText({ max: 20 }),
  days: dealText({ max: 20 }),
  hour: dealText({ max: 20 }),
  hours: dealText({ max: 20 }),
  minute: dealText({ max: 20 }),
  minutes: dealText({ max: 20 }),
  underAMinute: dealText({ max: 40 }),
});
/** A title: the first of the list that fits 60 characters with " | <brand>" is used. */
const titles = list(dealText({ max: SEO_LIMITS.title }));
const question = z.strictObject({ q: dealText({ max: 120 }) });
const answered = question.extend({ a: dealText({ max: 500 }) });
/** The answers the visitor's browser fills in (src/islands/LocalFaq/answers.ts). */
const NEAR_ME = ALLOWED.dealNearMe;
const nearMeAnswers = question.extend({
  unknown: pageText(ALLOWED.dealBrandOnly, { max: 300 }),
  served: pageText(NEAR_ME, { max: 200, requires: ['nearbyState', 'nearbyCities'] }),
  servedState: pageText(NEAR_ME, { max: 200, requires: ['nearbyState'] }),
  memberRate: pageText(NEAR_ME, { max: 100, requires: ['memberRate'] }),
});
const RATING = ALLOWED.dealRating;
const ratingText = (requires: Placeholder[]) => pageText(RATING, { max: 120, requires });
const CANCELLATION = ALLOWED.dealCancellation;
const cancellationAnswers = question.extend({
  flatFee: pageText(CANCELLATION, { max: 300, requires: ['lmcHours', 'lateFee'] }),
  mayCharge: pageText(CANCELLATION, { max: 300, requires: ['lmcHours'] }),
});

/**
 * The words around the offer on / and /deal (src/pages/_components/DealPage.astro); the hero,
 * banner and closing heading are the ad groups', the brand's own sections are `home`.
 */
/** The Forever Clean block's placeholders: the figures its island fills per offer view (src/copy/offerValues.ts). */
const FOREVER_CLEAN = ALLOWED.dealForeverClean;
const fcText = (max: number, requires?: Placeholder[]) =>
  pageText(FOREVER_CLEAN, { max, ...(requires ? { requires } : {}) });
/** One row of the Forever Clean block: its name, and the small line under its figure. */
const fcFact = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ label: fcText(40), ...shape });
const foreverCleanWords = z.strictObject({
  /** The lead's first sentence, written for each offer a visitor may hold. */
  lead: fcText(120),
  leadMore: fcText(200),
  membership: fcFact({ note: fcText(120) }),
  futureCleanings: fcFact({ value: fcText(40, ['savingPercent']), note: fcText(120) }),
  /** `none` is shown when the plan has no free months. */
  freeMonths: fcFact({ none: fcText(40), note: fcText(200, ['firstChargeNote']) }),
  cancel: fcFact({ value: fcText(40), note: fcText(200, ['minimumPhrase']) }),
  minimum: fcFact({ note: fcText(200, ['cancellationFee']) }),
});
export type ForeverCleanWords = z.infer<typeof foreverCleanWords>;
/** The option cards (src/islands/MembershipOptions/): the island puts each offer's figures in. */
const optionsWords = z.strictObject({
  /** On the featured card. */
  popular: fcText(30),
  /** Under the option's name: what it covers and its hours. */
  size: pageText(DEAL, { max: 60, requires: ['numHours'] }),
  /** An option's hours, read out by screen readers after Choose (and its name if it has none). */
  hours: pageText(DEAL, { max: 30, requires: ['numHours'] }),
  /** Read out by screen readers before the struck-through price (not shown). */
  fullPrice: fcText(40),
  today: pageText(ALLOWED.dealOptionsToday, { max: 60, requires: ['price'] }),
  plan: pageText(ALLOWED.dealOptionsPlan, { max: 120, requires: ['membershipPrice'] }),
  choose: fcText(20),
  /** Instead of the button when this week's vouchers are gone. */
  waitlist: fcText(30),
  termsHeading: fcText(60),
  /** The names of the rows of the terms under the heading (their figures and notes come from the plan). */
  terms: z.strictObject({
    membership: fcText(30),
    freeMonths: fcText(30),
    minimum: fcText(30),
    cancellationFee: fcText(30),
  }),
});
export const dealPageSchema = z.strictObject({
  // Measured as written: with a long brand name the page keeps the description's whole sentences
  // that fit 160 characters (src/layouts/BaseLayout.astro, fitDescription).
  home: z.strictObject({ titles, description: dealText({ max: SEO_LIMITS.description }) }),
  ad: z.strictObject({ titles, description: dealText({ max: SEO_LIMITS.description }) }),
  eyebrow: dealText({ max: 40 }),
  /** In the eyebrow's place for a known referral (src/islands/Referral/). */
  referred: pageText(ALLOWED.dealReferral, { max: 60, requires: ['referrer'] }),
  chooseButton: dealText({ max: 30 }),
  priceCard: z.strictObject({
    label: dealText({ max: 40 }),
    fullPriceLabel: dealText({ max: 40 }),
    option: dealText({ max: 60 }),
    membership: dealText({ max: 120 }),
    termsLink: dealText({ max: 30 }),
    /** The vouchers' counter under the card (src/islands/PriceCard/PriceCard.tsx). */
    counter: z.strictObject({
      limited: dealText({ max: 120 }),
      soldOut: dealText({ max: 80 }),
      waitlist: dealText({ max: 30 }),
      claimed: pageText(ALLOWED.dealCounter, { max: 80, requires: ['claimed', 'vouchers'] }),
      left: dealText({ max: 30 }),
      leftUnknown: dealText({ max: 20 }),
      resetsIn: dealText({ max: 30 }),
      newIn: dealText({ max: 30 }),
      thisWeek: dealText({ max: 20 }),
      time: timeUnits,
    }),
  }),
  zipHeading: dealText({ max: 60 }),
  /** The zip lookup's form and answer (src/islands/ZipLookup/). */
  zip: z.strictObject({
    label: dealText({ max: 30 }),
    check: dealText({ max: 20 }),
    busy: dealText({ max: 20 }),
    invitation: dealText({ max: 160 }),
    served: pageText(ALLOWED.dealZip, { max: 120, requires: ['cleaners', 'customers'] }),
    cleaner: dealText({ max: 20 }),
    cleaners: dealText({ max: 20 }),
    customer: dealText({ max: 20 }),
    customers: dealText({ max: 20 }),
    memberRate: dealText({ max: 30 }),
    nonMemberRate: dealText({ max: 30 }),
    perHour: pageText(ALLOWED.dealZip, { max: 20, requires: ['rate'] }),
    choose: pageText(ALLOWED.dealZip, { max: 60 }),
    waitlist: pageText(ALLOWED.dealZip, { max: 60 }),
    waitlistAfter: dealText({ max: 80 }),
  }),
  zipNoscript: dealText({ max: 200 }),
  optionsHeading: dealText({ max: 60 }),
  optionsNote: dealText({ max: 300 }),
  waitlistHeading: dealText({ max: 60 }),
  waitlistNoscript: dealText({ max: 200 }),
  /** The waitlist form (src/islands/Waitlist/): on /deal, /, and in the checkout. */
  waitlistForm: z.strictObject({
    email: dealText({ max: 30 }),
    zipcode: dealText({ max: 30 }),
    join: dealText({ max: 30 }),
    busy: dealText({ max: 20 }),
  }),
  foreverCleanHeading: dealText({ max: 60 }),
  foreverClean: foreverCleanWords,
  options: optionsWords,
  rating: z.strictObject({
    stars: ratingText(['rating']),
    hero: ratingText(['rating', 'reviewCount']),
    reviews: ratingText(['rating', 'reviewCount']),
    readAll: pageText(ALLOWED.dealBrandOnly, { max: 40 }),
  }),
  faq: z.strictObject({
    includes: answered,
    whoCanGet: answered,
    nearMe: nearMeAnswers,
    cancellation: cancellationAnswers,
    membership: answered,
  }),
});

const CHROME = ALLOWED.chrome;
const chromeText = (max: number, placeholders: readonly Placeholder[] = CHROME) => pageText(placeholders, { max });
/** A cookie category in the banner's settings dialog. */
const consentCategory = z.strictObject({ title: chromeText(40), description: chromeText(200) });
/** The words on every page (src/content/pages/chrome.yaml): header, mobile menu, footer, cookie notice. */
export const chromePageSchema = z.strictObject({
  skipLink: chromeText(40),
  /** The breadcrumb trails' first links (the hub's and the location pages'). */
  breadcrumbs: z.strictObject({ home: chromeText(30), directory: chromeText(30), label: chromeText(30) }),
  /** The §8 error screen's link (in every island and on the error page) and the error page's description. */
  errorPage: z.strictObject({ goBack: chromeText(30), description: chromeText(160) }),
  promoLabel: chromeText(30),
  legal: z.strictObject({ contents: chromeText(30), updated: chromeText(30) }),
  /** The location pages' data credit; GeoNames' license requires it (src/pages/us/_components/Credit.astro). */
  directoryCredit: pageText(ALLOWED.chromeCredit, { max: 300, requires: ['geonames', 'license'] }),
  /** Agent mode's line on every page and the /agent page (src/pages/agent/index.astro). */
  agent: z.strictObject({
    marker: chromeText(100),
    leave: chromeText(30),
    title: chromeText(60),
    description: chromeText(160),
    heading: chromeText(60),
    text: chromeText(200),
    continue: chromeText(40),
  }),
  header: z.strictObject({
    services: chromeText(20),
    signIn: chromeText(20),
    mainNav: chromeText(30),
    openMenu: chromeText(30),
    closeMenu: chromeText(30),
    menu: chromeText(30),
    mobileNav: chromeText(30),
  }),
  footer: z.strictObject({
    tagline: chromeText(120),
    socialList: chromeText(30),
    socialLink: pageText(ALLOWED.chromeSocialLink, { max: 60, requires: ['network'] }),
    topStates: chromeText(30),
    topCities: chromeText(30),
    company: chromeText(30),
    termsLabel: chromeText(30),
    legalList: chromeText(30),
    copyright: pageText(ALLOWED.chromeCopyright, { max: 100 }),
    shortCopyright: pageText(ALLOWED.chromeCopyright, { max: 60 }),
  }),
  cookieNotice: z.strictObject({ label: chromeText(30), optIn: chromeText(200), notice: chromeText(200) }),
  /** The loaded cookie banner and its settings dialog (src/telemetry/consent.ts). */
  cookieBanner: z.strictObject({
    title: chromeText(40),
    optIn: chromeText(200),
    optOut: chromeText(200),
    accept: chromeText(20),
    reject: chromeText(20),
    settings: chromeText(20),
    settingsTitle: chromeText(40),
    acceptAll: chromeText(20),
    rejectAll: chromeText(20),
    save: chromeText(30),
    close: chromeText(20),
    necessary: consentCategory,
    analytics: consentCategory,
    marketing: consentCategory,
  }),
  /** The links' names in the header, the menu and the footer (the services' are their pages' `name`). */
  nav: z.strictObject({
    hub: chromeText(30),
    help: chromeText(30),
    apply: chromeText(30),
    reviews: chromeText(30),
    vs: chromeText(40),
    helpCenter: chromeText(30),
    contact: chromeText(30),
    terms: chromeText(40),
    privacy: chromeText(40),
    doNotSell: chromeText(60),
  }),
});

const REVIEWS = ALLOWED.reviews;
const reviewsText = (max: number, requires?: Placeholder[]) =>
  pageText(REVIEWS, { max, ...(requires ? { requires } : {}) });
/** A sentence read out after the reviews list loads, with the placeholders it fills. */
const announced = (requires: Placeholder[]) => pageText(ALLOWED.reviewsList, { max: 120, requires });
/** /reviews/: its title, description and every line around the reviews. */
export const reviewsPageSchema = z.strictObject({
  // Measured as written: {reviewCount} grows with the reviews; search engines cut what is longer.
  title: reviewsText(80),
  description: reviewsText(200),
  heading: reviewsText(60),
  /** Beside the average stars ("4.6 out of 5"). */
  outOf: reviewsText(20),
  /** Read out by screen readers for the stars. */
  starsLabel: reviewsText(60, ['rating']),
  count: reviewsText(120, ['reviewCount']),
  lead: reviewsText(300),
  dealButton: reviewsText(40),
  reviewsHeading: reviewsText(60),
  ctaHeading: reviewsText(60),
  ctaText: reviewsText(200),
  ctaButton: reviewsText(40),
  /** The reviews list's sort menu and buttons (src/islands/Reviews/, on /reviews/, /deal and /). */
  list: z.strictObject({
    sortLabel: reviewsText(30),
    recent: reviewsText(30),
    highest: reviewsText(30),
    lowest: reviewsText(30),
    closest: reviewsText(30),
    more: reviewsText(40),
    earlier: reviewsText(40),
    rated: pageText(ALLOWED.reviewsList, { max: 40, requires: ['starCount'] }),
    reviewBy: pageText(ALLOWED.reviewsList, { max: 40, requires: ['reviewer'] }),
    anonymous: reviewsText(30),
    loading: reviewsText(40),
    busy: reviewsText(20),
    failed: reviewsText(100),
    /** What screen readers hear after a load (src/islands/Reviews/reviewList.ts `loadAnnouncement`). */
    review: reviewsText(20),
    reviews: reviewsText(20),
    sorted: announced(['reviewsShown', 'sortName']),
    restored: announced(['reviewsShown']),
    oneMoreAdded: announced(['added', 'reviewsShown']),
    manyMoreAdded: announced(['added', 'reviewsShown']),
    oneEarlierAdded: announced(['added', 'reviewsShown']),
    manyEarlierAdded: announced(['added', 'reviewsShown']),
    noMore: announced(['reviewsShown']),
    noEarlier: announced(['reviewsShown']),
    emptyPage: announced(['reviewsShown']),
  }),
});

const HUB = ALLOWED.hub;
const hubText = (max: number) => pageText(HUB, { max });
/** /hub/ (cleaning tips): the section's own words, and what every article shows around its text. */
export const hubPageSchema = z.strictObject({
  ...seo(HUB),
  /** The h1 of /hub/, also its name in every breadcrumb trail. */
  heading: hubText(40),
  lead: hubText(300),
  categoriesHeading: hubText(60),
  /** The box beside every article. */
  article: z.strictObject({
    ctaHeading: hubText(60),
    ctaText: hubText(200),
    ctaButton: hubText(40),
    ctaNote: hubText(60),
    termsLink: hubText(40),
    relatedHeading: hubText(60),
  }),
  /** Each article's line of facts, on its page and on the cards. */
  meta: z.strictObject({
    published: hubText(30),
    updated: hubText(30),
    readingTime: pageText(ALLOWED.hubMeta, { max: 30, requires: ['minutes'] }),
    inCategory: hubText(20),
  }),
  /** The categories' names (src/content/hub/schema.ts `HUB_CATEGORIES` lists the categories). */
  categories: z.strictObject(
    Object.fromEntries(Object.keys(HUB_CATEGORIES).map((key) => [key, hubText(30)])) as Record<
      HubCategory,
      ReturnType<typeof hubText>
    >,
  ),
  /** After each category's name in the list of /hub/. */
  categoryCount: pageText(ALLOWED.hubCategory, { max: 30, requires: ['articleCount'] }),
  /** /hub/category/<category>: one page per category. */
  category: z.strictObject({
    // Measured as written: a page whose title is longer than 60 characters drops its " | {brand}".
    title: pageText(ALLOWED.hubCategory, { max: 80 }),
    description: pageText(ALLOWED.hubCategory, { filledMax: SEO_LIMITS.description }),
    heading: pageText(ALLOWED.hubCategory, { max: 60, requires: ['category'] }),
    lead: pageText(ALLOWED.hubCategory, { max: 300 }),
    allLink: hubText(40),
  }),
});

const NOT_FOUND = ALLOWED.notFound;
/** The 404 page. */
export const notFoundPageSchema = z.strictObject({
  ...seo(NOT_FOUND),
  heading: pageText(NOT_FOUND, { max: 60 }),
  lead: pageText(NOT_FOUND, { max: 200 }),
  homeButton: pageText(NOT_FOUND, { max: 30 }),
  dealButton: pageText(NOT_FOUND, { max: 40 }),
});

const SERVICE = ALLOWED.servicePage;
/** The words every service page shares (/services/<slug>); each page's own are the services collection. */
export const servicePageSchema = z.strictObject({
  eyebrow: pageText(SERVICE, { filledMax: 60 }),
  bookButton: pageText(SERVICE, { filledMax: 60 }),
  aboutTitle: pageText(SERVICE, { filledMax: 60 }),
  includedTitle: pageText(SERVICE, { max: 60 }),
  notIncludedTitle: pageText(SERVICE, { max: 60 }),
  hoursTitle: pageText(SERVICE, { max: 60 }),
  hoursCaption: pageText(SERVICE, { filledMax: 100 }),
  homeSizeColumn: pageText(SERVICE, { max: 30 }),
  regularColumn: pageText(SERVICE, { max: 30 }),
  priceTitle: pageText(SERVICE, { max: 60 }),
  price: pageText(SERVICE, { filledMax: 400 }),
  dealButton: pageText(SERVICE, { filledMax: 60 }),
  faqTitle: pageText(SERVICE, { filledMax: 80 }),
  /** One paragraph with links (Markdown). */
  moreAnswers: inlineMarkdown({ placeholders: SERVICE, max: 200 }),
  relatedTitle: pageText(SERVICE, { max: 60 }),
  findCleaners: pageText(SERVICE, { filledMax: 80 }),
});

// --- Legal pages: src/content/legal/<page>.md (the text under the frontmatter is Markdown) ---

const LEGAL = ALLOWED.legal;
const legalText = (rules: Parameters<typeof text>[0] = {}) => text({ placeholders: LEGAL, ...rules });
const anchor = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be an id such as do-not-sell');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written as 2026-11-22 (in quotes)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'is not a real date');

/** The fields of a legal page (Terms of Service, Privacy Policy); `legalPageSchema` also checks the contents. */
export const legalPageFields = z.strictObject({
  title: legalText({ filledMax: SEO_LIMITS.title }),
  /** The meta description and the structured data's, whole: at most 160 characters filled in. */
  description: legalText({ filledMax: SEO_LIMITS.description }),
  /** The small line above the h1. */
  eyebrow: legalText({ max: 40 }),
  /** The page's h1. */
  heading: legalText({ filledMax: 80 }),
  /** "Last updated …" under the h1, and the page's dateModified. */
  updated: isoDate,
  /** The table of contents: one line per `## ` heading of the text, in the same order, by its id. */
  contents: list(z.strictObject({ id: anchor, title: legalText({ max: 60 }) })),
  /** The page's text: Markdown under the frontmatter (src/copy/markdown.ts says what it may hold). */
  body: markdown({ placeholders: LEGAL, max: 20000 }),
});

/** Every line of the contents must be a `## ` heading of the text, in the same order. */
export const legalPageSchema = legalPageFields.superRefine((page, ctx) => {
  const headings = headingsOf(page.body);
  const ids = headings.map((heading) => heading.id);
  page.contents.forEach((line, index) => {
    if (ids[index] === line.id) return;
    const at = ids.indexOf(line.id);
    ctx.addIssue({
      code: 'custom',
      path: ['contents', index, 'id'],
      message:
        at < 0
          ? `is "${line.id}", but no ## heading of the text ends in {#${line.id}}`
          : `is "${line.id}", the heading of the text number ${at + 1}: the contents must follow the headings' order`,
    });
  });
  if (headings.length > page.contents.length) {
    const extra = headings[page.contents.length]!;
    ctx.addIssue({
      code: 'custom',
      path: ['contents'],
      message: `has no line for the heading "${extra.text}" {#${extra.id}} (one line per ## heading)`,
    });
  }
});

const OPT_OUT = ALLOWED.optOut;
const optOutText = (rules: Parameters<typeof text>[0] = {}) => text({ placeholders: OPT_OUT, ...rules });
/** /privacy/optout/: the Do Not Sell switch; the text under the frontmatter is the "contact support" section. */
export const optOutPageSchema = z.strictObject({
  title: optOutText({ filledMax: SEO_LIMITS.title }),
  /** As the legal pages' description (legalPageFields). */
  description: optOutText({ filledMax: SEO_LIMITS.description }),
  eyebrow: optOutText({ max: 40 }),
  heading: optOutText({ max: 60 }),
  lead: optOutText({ filledMax: 400 }),
  choiceTitle: optOutText({ max: 60 }),
  /** What the form says, and says after Save, with the switch on and off (the page's script shows them). */
  statusOn: optOutText({ max: 200 }),
  statusOff: optOutText({ max: 200 }),
  savedOn: optOutText({ max: 200 }),
  savedOff: optOutText({ max: 200 }),
  /** Shown when the browser sends Global Privacy Control. */
  gpcNote: optOutText({ max: 300 }),
  switchLabel: optOutText({ max: 60 }),
  switchHelp: optOutText({ filledMax: 300 }),
  saveButton: optOutText({ max: 20 }),
  supportTitle: optOutText({ max: 60 }),
  /** The "contact support" paragraphs: Markdown under the frontmatter. */
  body: markdown({ placeholders: OPT_OUT, max: 2000 }),
});
