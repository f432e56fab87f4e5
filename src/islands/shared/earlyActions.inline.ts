/**
 * Actions taken before an island hydrates are carried out once it is ready (issue 32). A page's
 * server-rendered forms and buttons are on screen, and pressed, well before their island's
 * JavaScript has run: a zip code entered with Enter, a Continue pressed, a "Show more" tapped did
 * nothing then, and said nothing.
 *
 * `earlyActions` runs as an inline script in <head> (BaseLayout, via `earlyActionsScript`), before
 * anything can be pressed: while an island is still server-rendered (Astro's `ssr` mark on its
 * `<astro-island>`), a form's submit is held (not sent as a page load) and a button's click is
 * kept; the form is marked busy (`aria-busy`, shown as working by the design system's button
 * style) so the shopper sees that it was taken. Once the island has hydrated, the island wrapper
 * (`island.tsx`) calls `replayEarlyActions`: each held action is done again, once, on the now
 * working form or button (the last submit of a form wins; the fields keep what was typed,
 * shared/form/earlyInput.ts). Choices of a radio button or a select keep their state in the DOM
 * and are handed over by the fields themselves (earlyInput).
 */

/** What the inline script keeps on `window` for the islands. */
export type Held = { island: Element; target: Element; run: () => void };

declare global {
  interface Window {
    __pwEarly?: Held[];
  }
}

/** The inline script's body (its source is minified into the page: no imports, no closures over modules). */
export function earlyActions(): void {
  const held: Held[] = (window.__pwEarly = []);
  const islandOf = (element: Element) => element.closest('astro-island[ssr]');
  const hold = (island: Element, target: Element, run: () => void) => {
    for (let i = held.length - 1; i >= 0; i--) if (held[i]!.target === target) held.splice(i, 1);
    held.push({ island, target, run });
  };
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const island = islandOf(form);
      if (!island) return;
      event.preventDefault();
      const submitter = event.submitter;
      form.setAttribute('aria-busy', 'true');
      hold(island, form, () => {
        form.removeAttribute('aria-busy');
        form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
      });
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.('button');
      // A form's submit button arrives as the form's submit (above).
      if (!button || (button.type === 'submit' && button.form)) return;
      const island = islandOf(button);
      if (!island) return;
      event.preventDefault();
      hold(island, button, () => button.click());
    },
    true,
  );
}
