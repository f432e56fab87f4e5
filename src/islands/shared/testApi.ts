/**
 * For the islands' component tests: a stand-in for the API client (getApiClient) that answers each
 * operation by name, and a MembershipPricing answer for a cohort whose monthly price differs from
 * the default, built from the catalogue the API seeds (src/catalog/defaultOffer.ts).
 */
import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';
import { defaultCohortData } from '../../catalog/defaultOffer.ts';
import { COHORTS_KEY } from '../../domain/storageKeys.ts';

export type Answers = Record<string, () => unknown>;

/** A client whose query/mutation answer `answers[operation name]()` (a never-ending request when missing). */
export function fakeClient(answers: Answers) {
  const run = vi.fn((document: DocumentNode) => {
    const definition = document.definitions[0] as { name?: { value: string } };
    const answer = answers[definition.name?.value ?? ''];
    return { toPromise: () => (answer ? Promise.resolve(answer()) : new Promise(() => {})) };
  });
  return { query: run, mutation: run };
}

/** A visitor in another cohort (stored like the site stores it), whose plan costs `monthlyPrice` a month. */
export function otherCohort(monthlyPrice: number): unknown {
  const code = 'FOREVERCLEAN_TEST_COHORT';
  localStorage.setItem(COHORTS_KEY, JSON.stringify({ voucherOption: code }));
  const data = defaultCohortData();
  return {
    data: { voucherCohort: { ...data, code, plan: { ...data.plan, foreverclean_monthly_price: monthlyPrice } } },
  };
}
