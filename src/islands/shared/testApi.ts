/**
 * For the islands' component tests: a stand-in for the API client (getApiClient) that answers each
 * operation by name, and what one visitor sees of the offer views an island renders.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { cohorts } from '../../catalog/plans.ts';

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

/**
 * What a visitor in `cohort` with `pricing` sees of `root`: the component tests run without the
 * stylesheet that shows each visitor their own offer view (src/styles/offerViews.css.ts), so this
 * removes every wording marked for other views, by the same rules.
 */
export function showView(root: HTMLElement, cohort: string, pricing = 'control'): void {
  const place = String(cohorts.findIndex((entry) => entry.code === cohort));
  for (const element of [...root.querySelectorAll<HTMLElement>('[data-c], [data-nc], [data-p]')]) {
    const shown =
      (!element.dataset['c'] || element.dataset['c'].split(' ').includes(place)) &&
      !(element.dataset['nc'] ?? '').split(' ').includes(place) &&
      (!element.dataset['p'] || element.dataset['p'].split(' ').includes(pricing));
    if (!shown) element.remove();
  }
}

/** Makes `operation` (a mocked client's query or mutation) answer `result` from now on. */
export function answerWith(operation: Mock, result: unknown): void {
  operation.mockReturnValue({ toPromise: () => Promise.resolve(result) });
}

/** What a screen reader reads after a field's label: the text of the elements its aria-describedby names. */
export function description(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/**
 * Types `values` (field label → text) into a form's text fields, then presses the button named
 * `button` once it is enabled (a form's button stays disabled until the island has hydrated).
 */
export async function fillAndSubmit(values: Record<string, string>, button: string): Promise<void> {
  for (const [name, value] of Object.entries(values))
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  const submit = screen.getByRole('button', { name: button }) as HTMLButtonElement;
  await waitFor(() => expect(submit.disabled).toBe(false));
  fireEvent.click(submit);
}

/** The GetAvailableVouchers answer of a week of 250 vouchers ending at `endsAt`, `remaining` left. */
export function vouchersAvailable(remaining: number, endsAt: string): () => unknown {
  return () => ({ data: { availableVouchers: { remaining, total: 250, endsAt } } });
}

/**
 * For a suite of one island: before each test, empty session storage, reset `mocks` and render
 * `island()`; after each, unmount it.
 */
export function renderForEachTest(island: () => ReactElement, ...mocks: Mock[]): void {
  beforeEach(() => {
    sessionStorage.clear();
    for (const mock of mocks) mock.mockReset();
    render(island());
  });
  afterEach(cleanup);
}
