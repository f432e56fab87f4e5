/**
 * The words the islands show (the checkout's steps, the waitlist form, the reviews list, the
 * countdown, the error screen, the labels): the defaults in src/content/ are the spec's where the
 * spec names them, and the build refuses an edit that would break what the island needs.
 */
import { describe, expect, it } from 'vitest';
import { pageEntry } from './pages.ts';
import { contentCopyForEachTest } from './testContent.ts';
import { validateContent } from './validate.ts';

const content = contentCopyForEachTest('island-words-');
/** The build's one-line refusal once `file` (below src/content/pages/) is edited. */
const refusal = (file: string, from: RegExp | string, to: string) => {
  content.edit(`pages/${file}`, from, to);
  return validateContent(content.root);
};

describe('the defaults the spec names', () => {
  it('the error screen links home with "Go Back" (spec §8)', () => {
    expect(pageEntry('chrome').errorPage.goBack).toBe('Go Back');
  });

  it('the pay button says "Buy", the word the consent names ("By selecting Buy, …"), and the membership it starts', () => {
    const { buy, buyFor, buySecurely, buySecurelyFor } = pageEntry('checkout').steps.payment;
    expect([buy, buyFor, buySecurely, buySecurelyFor]).toEqual([
      'Buy and join Forever Clean',
      'Buy for {total} and join Forever Clean',
      'Buy securely and join Forever Clean',
      'Buy securely for {total} and join Forever Clean',
    ]);
  });

  it("the waitlist and the checkout ask for the spec's fields (§3: email, zipcode)", () => {
    expect(pageEntry('deal').waitlistForm).toMatchObject({ email: 'Email', zipcode: 'Zip code' });
    expect(pageEntry('checkout').steps.details).toMatchObject({ email: 'Email', firstName: 'First name' });
  });
});

describe('edits the build refuses, naming file and field', () => {
  it('a pay button without "Buy"', () => {
    const because =
      'the consent beside the button says "By selecting Buy", and Buy starts the Forever Clean membership';
    expect(
      refusal(
        'checkout.yaml',
        "buyFor: 'Buy for {total} and join Forever Clean'",
        "buyFor: 'Pay {total} and join Forever Clean'",
      ),
    ).toBe(`src/content/pages/checkout.yaml: steps.payment.buyFor must keep the words "Buy": ${because}`);
  });

  it('a pay button that leaves out the membership the purchase starts', () => {
    const because =
      'the consent beside the button says "By selecting Buy", and Buy starts the Forever Clean membership';
    expect(
      refusal('checkout.yaml', "buyFor: 'Buy for {total} and join Forever Clean'", "buyFor: 'Buy for {total}'"),
    ).toBe(`src/content/pages/checkout.yaml: steps.payment.buyFor must keep the words "Forever Clean": ${because}`);
  });

  it('a sentence without the figure the checkout fills in', () => {
    expect(refusal('checkout.yaml', "buyFor: 'Buy for {total} and join Forever Clean'", 'buyFor: Buy now')).toBe(
      'src/content/pages/checkout.yaml: steps.payment.buyFor must contain {total}',
    );
    expect(refusal('checkout.yaml', "step: 'Step {step}'", "step: 'Step {stepNumber}'")).toMatch(
      /^src\/content\/pages\/checkout\.yaml: steps\.step uses \{stepNumber\}, which is not a placeholder here/,
    );
  });

  it('a reviews announcement without the count', () => {
    expect(
      refusal('reviews.yaml', "restored: 'Showing {reviewsShown} from where you left off.'", 'restored: Welcome back.'),
    ).toBe('src/content/pages/reviews.yaml: list.restored must contain {reviewsShown}');
  });

  it('a location credit without its license (GeoNames requires the credit)', () => {
    expect(refusal('chrome.yaml', 'licensed under {license}', 'licensed openly')).toBe(
      'src/content/pages/chrome.yaml: directoryCredit must contain {license}',
    );
  });
});
