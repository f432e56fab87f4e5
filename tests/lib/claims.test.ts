/**
 * The built pages' claim check (tests/built/claims.ts) on sentences, so each kind of claim is shown
 * to fail and to pass without a build: the single pass runs the same rules on every built page.
 */
import { describe, expect, it } from 'vitest';
import { cohorts } from '../../src/catalog/plans.ts';
import { claimProblems, offerClaims, pageBlocks } from '../built/claims.ts';

/** A brand selling the default cohorts (CCF_1 $49 and CCF_2 $39 a month, $19 for 3 hours). */
const defaults = offerClaims(undefined);
/** A brand selling every cohort (staging): policy plans, discounts, quarterly and biannual billing. */
const everything = offerClaims(cohorts.map(({ code }) => ({ name: code })));

const whys = (text: string, claims = defaults) => claimProblems([text], claims).map((claim) => claim.why);

describe('claims the brand’s offers must bear out', () => {
  it('refuses the whole catalogue’s range on a brand that sells two cohorts, and accepts its own', () => {
    expect(whys('$19 first cleaning ($14 with some offers): new clients only.')).toEqual([
      expect.stringMatching(/first-cleaning price of \$14, which no offer of the brand has/),
    ]);
    expect(whys('Forever Clean costs $19 to $59 a month plus possible taxes.')).toEqual([
      expect.stringMatching(/monthly range \$19 to \$59; the brand's offers cost \$39, \$49 a month/),
    ]);
    expect(whys('New clients, with Forever Clean membership (from $19/month).')).toEqual([
      expect.stringMatching(/lowest monthly price is \$39/),
    ]);
    expect(whys('Forever Clean costs $39 to $49 a month plus possible taxes.')).toEqual([]);
    expect(whys('$19 first cleaning ($14 with some offers).', everything)).toEqual([]);
    expect(whys('Forever Clean costs $19 to $59 a month.', everything)).toEqual([]);
  });

  it('refuses one offer’s monthly price stated to every visitor, unless it says whose it is', () => {
    expect(whys('Requires a Forever Clean membership ($49/month plus possible taxes).')).toEqual([
      expect.stringMatching(/states \$49 a month to every visitor, but the brand's offers cost \$39, \$49: say whose/),
    ]);
    expect(whys('Forever Clean costs $49 a month, depending on your offer.')).toEqual([]);
    // An offer-view wording is the visitor's own: the page shows it to its cohort only.
    const place = String(cohorts.findIndex((cohort) => cohort.code === 'CCF_1'));
    const html = `<body><p>Forever Clean costs <span data-c="${place}">$49</span> a month.</p></body>`;
    expect(claimProblems(pageBlocks(html, defaults), defaults)).toEqual([]);
    const answer = `<body><p><span data-c="${place}">Members pay. Forever Clean costs $49 a month. Cancel.</span></p></body>`;
    expect(claimProblems(pageBlocks(answer, defaults), defaults)).toEqual([]);
  });

  it('refuses one offer’s first-cleaning price stated to every visitor where the brand’s offers differ', () => {
    // The brand selling every cohort asks $14, $15, $17 or $19 for the first 3-hour cleaning.
    const toEveryone =
      /states \$19 for the first 3-hour cleaning to every visitor, but the brand's offers ask \$14, \$15, \$17, \$19/;
    for (const sentence of [
      'Your first 3-hour home cleaning for $19',
      'Claim your $19 cleaning',
      'Why is the first cleaning only $19?',
      'Book a vetted house cleaner in Austin, TX from $35/hour. First 3-hour cleaning $19.',
      'See the $19 first-cleaning deal',
      'Book your first 3-hour home cleaning from $19.',
      'The offer is a first cleaning of 3 hours (One Bedroom, 1 bed / 1 bath) for $19.',
    ]) {
      expect(whys(sentence, everything), sentence).toEqual([expect.stringMatching(toEveryone)]);
      // Where every offer asks $19 it is every visitor's price.
      expect(whys(sentence), sentence).toEqual([]);
    }
    // The range, the lowest price "from", whose price it is, or the visitor's own offer wording.
    expect(whys('Your first 3-hour home cleaning for $14–$19', everything)).toEqual([]);
    expect(whys('Claim your $14–$19 cleaning', everything)).toEqual([]);
    expect(whys('Book your first 3-hour home cleaning from $14.', everything)).toEqual([]);
    expect(whys('$19 first cleaning ($14 with some offers): new clients only.', everything)).toEqual([]);
    expect(whys('Your first cleaning is $19 with your offer.', everything)).toEqual([]);
    const place = String(cohorts.findIndex((cohort) => cohort.code === 'CCF_1'));
    const html = `<body><h1>Your first 3-hour cleaning for <span data-c="${place}">$19</span></h1></body>`;
    expect(claimProblems(pageBlocks(html, everything), everything)).toEqual([]);
    // Not a first cleaning's price: a rate, a membership's.
    expect(whys('First, book a cleaner at $19 an hour.', everything)).toEqual([]);
    expect(whys('Your first charge is $19 a month, depending on your offer.', everything)).toEqual([]);
  });

  it('refuses one offer’s full voucher price stated to every visitor where the brand’s offers differ', () => {
    expect(whys('Its full voucher price, $75, is what it costs if you cancel early.', everything)).toEqual([
      expect.stringMatching(/full voucher price of \$75 to every visitor, but the brand's offers have \$75, \$105/),
    ]);
    expect(whys('Its full voucher price, $75, is what it costs if you cancel early.')).toEqual([]);
    expect(whys('Its full voucher price, $75 to $105 depending on your offer, is what it costs.', everything)).toEqual(
      [],
    );
  });

  it('refuses a "regular" price where the page states no place, or one the place’s rates do not make', () => {
    expect(whys('A first 3-hour cleaning for $19 instead of $75.')).toEqual([
      expect.stringMatching(/states no place's rate: say what the figure is/),
    ]);
    const city = ['Member rate $29/hour, non-member rate $39/hour.'];
    const at = (sentence: string) => claimProblems([...city, sentence], defaults).map((claim) => claim.why);
    expect(at('A first 3-hour cleaning for $19 instead of $75.')).toEqual([
      expect.stringMatching(/calls \$75 the regular price, but 3 hours at the rates this page states/),
    ]);
    expect(at('A first 3-hour cleaning for $19 instead of $117.')).toEqual([]);
  });

  it('takes the full voucher price from the plan: $105 for 3 hours on a $35-an-hour policy plan', () => {
    expect(whys('One Bedroom, 3 hours: $19, full voucher price $75.')).toEqual([]);
    expect(whys('One Bedroom, 3 hours: $19, full voucher price $105.')).toEqual([
      expect.stringMatching(/full voucher price of \$105; the brand's offers have \$75/),
    ]);
    expect(whys('One Bedroom, 3 hours: $19, full voucher price $105 with your offer.', everything)).toEqual([]);
  });

  it('refuses a commitment promise while the offers commit the buyer', () => {
    expect(whys('Judge a cleaner in your own home before you commit to anything.')).toEqual([
      expect.stringMatching(/says "before you commit", but the brand's offers commit the buyer/),
    ]);
    expect(whys('Risk-free: try your first cleaning.')).toHaveLength(1);
    expect(whys('No commitment.')).toHaveLength(1);
  });

  it('refuses "cancel any time" without the early cost in its paragraph, not after the minimum', () => {
    expect(whys('A membership you can cancel any time.')).toEqual([
      expect.stringMatching(/without the cost of cancelling early/),
    ]);
    expect(whys('Cancellable any time. Cancelling before 6 paid months costs the $99 cancellation fee.')).toEqual([]);
    expect(whys('then cancel any time at no cost')).toEqual([]);
  });

  it('checks savings, paid and free months, and billing periods against the plans', () => {
    expect(whys('Members get future cleanings at more than 50% off.')).toEqual([
      expect.stringMatching(/claims a 50% saving; the member and non-member rates prove at least 25%/),
    ]);
    expect(whys('A member rate at least 25% below the non-member rate.')).toEqual([]);
    expect(whys('Cancelling before 3 paid months costs the fee.')).toHaveLength(1);
    expect(whys('Some offers are billed every 3 or 6 months.')).toHaveLength(2);
    expect(whys('Some offers are billed every 3 or 6 months.', everything)).toEqual([]);
    expect(whys('You get a reminder before each annual renewal of your membership.', everything)).toEqual([
      expect.stringMatching(/12-month period for the membership/),
    ]);
  });
});

describe('what the check reads of a page', () => {
  it('reads text, JSON-LD, alt and descriptions, and skips the wordings only unsold cohorts show', () => {
    const unsold = cohorts.findIndex((cohort) => cohort.code === 'FOREVERCLEAN_59_3_35_20');
    const html =
      '<html><head><meta name="description" content="From $19/month."><script type="application/ld+json">' +
      '{"description":"Forever Clean costs $19 to $59 a month."}</script></head><body><main><p>' +
      `Your first 3-hour cleaning for <span data-c="${unsold}">$14</span><span data-nc="${unsold}">$19</span>.</p>` +
      '<img alt="Risk-free cleaning"></main></body></html>';
    const blocks = pageBlocks(html, defaults);
    expect(blocks).toEqual(
      expect.arrayContaining(['From $19/month.', 'Forever Clean costs $19 to $59 a month.', 'Risk-free cleaning']),
    );
    expect(blocks.join(' ')).not.toContain('$14');
    expect(claimProblems(blocks, defaults)).toHaveLength(3);
  });
});
