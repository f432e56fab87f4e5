import { describe, expect, it } from 'vitest';
import { brandNames } from './rules.ts';
import { claimProblem, grammarProblem, textProblem } from './textRules.ts';

describe('claims the numbers must prove (claimProblem)', () => {
  it('refuses an amount typed by hand, unless the field states figures that are not ours', () => {
    expect(claimProblem('Your first cleaning for just $19.')).toMatch(/^states an amount by hand/);
    expect(claimProblem('Your first cleaning for just {price}.')).toBeUndefined();
    expect(claimProblem('About $25–$45 in most metros', { literalAmounts: true })).toBeUndefined();
  });

  it('refuses a saving typed by hand', () => {
    expect(claimProblem('Future cleanings at more than 50% off.')).toMatch(/^claims a saving by hand/);
    expect(claimProblem('Future cleanings at {memberDiscount}.')).toBeUndefined();
    expect(claimProblem('Most homes need under 1% of that.')).toBeUndefined();
  });

  it('refuses "cancel any time" and "no contract" without the cost of cancelling early', () => {
    for (const text of [
      'A membership you can cancel any time.',
      'Forever Clean is cancellable anytime.',
      'There is no contract.',
      'You can cancel at any time, online.',
    ]) {
      expect(claimProblem(text), text).toMatch(/^promises "cancel any time"/);
    }
    expect(claimProblem('There is no contract for visits. {earlyCancellation}')).toBeUndefined();
  });

  it('refuses a promise that nothing commits the buyer, in any of its words', () => {
    for (const text of [
      'Judge a cleaner in your own home before you commit to anything.',
      'Try it risk-free.',
      'No commitment, ever.',
      'A free trial of Forever Clean.',
    ]) {
      expect(claimProblem(text), text).toMatch(/^promises ".*", but the offer commits the buyer/);
    }
    expect(claimProblem('Leaving before the minimum has a cost, stated before you pay.')).toBeUndefined();
  });

  it('refuses the full voucher price called a regular price', () => {
    expect(claimProblem('A first cleaning for {price} instead of {regularPrice}.')).toMatch(
      /^calls \{regularPrice\} a regular price/,
    );
    expect(claimProblem('Regular price {regularPrice}.')).toMatch(/^calls \{regularPrice\} a regular price/);
    expect(claimProblem('For {price}; its full voucher price is {regularPrice}.')).toBeUndefined();
  });

  it('refuses a charging rule written by hand', () => {
    expect(claimProblem('Vouchers and the first month of membership are charged at checkout.')).toMatch(
      /^says when the membership is charged/,
    );
    expect(claimProblem('{todayRule} {firstChargeRule}')).toBeUndefined();
  });

  it("refuses any brand's name typed by hand (the reader of the brand files sets the list)", () => {
    const names = brandNames();
    expect(names).toContain('Maple & Mop');
    expect(claimProblem('A vetted Tidyhaven cleaner comes to you.')).toMatch(/names the brand "Tidyhaven"/);
    expect(claimProblem('Book with maple & mop today.')).toMatch(/names the brand "Maple & Mop"/);
    expect(claimProblem('A vetted {brand} cleaner comes to you.')).toBeUndefined();
    expect(claimProblem('Tidyhavens are not a word we use')).toBeUndefined();
  });

  it('is part of every text field’s check, so the build and the editor refuse the same', () => {
    expect(textProblem('for just $19', { placeholders: ['price'] }, {})).toMatch(/^states an amount by hand/);
  });
});

describe('"3-hour" needs a noun after it (grammarProblem)', () => {
  it('refuses "{hours} of cleaning" and "first {hours} for", as written or filled in', () => {
    for (const text of [
      'Just a few rooms? {hours} of cleaning for {price}',
      'Professional cleaners: first {hours} for {price}',
      'Weekly cleaning, starting with {hours}.',
      'Just a few rooms? 3-hour of cleaning',
    ]) {
      expect(grammarProblem(text), text).toMatch(/without a noun after it/);
    }
    expect(textProblem('{hours} of cleaning for {price}', { placeholders: ['hours', 'price'] }, {})).toMatch(
      /without a noun after it/,
    );
  });

  it('accepts "3-hour" followed by a noun', () => {
    for (const text of [
      'Just a few rooms? A {hours} cleaning for {price}',
      'First {Hours} Home Cleaning',
      'Your first {hours} visit for {price}',
      '({hours} hours)',
    ]) {
      expect(grammarProblem(text), text).toBeUndefined();
    }
  });
});
