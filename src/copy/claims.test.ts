import { describe, expect, it } from 'vitest';
import { brandNames } from './rules.ts';
import { claimProblem, textProblem } from './textRules.ts';

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
