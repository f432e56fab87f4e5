/**
 * Actions taken before an island hydrates are carried out once it is ready. A page's
 * server-rendered forms and buttons are on screen, and pressed, well before their island's
 * JavaScript has run: a zip code entered with Enter, a Continue pressed, a "Show more" tapped did
 * nothing then, and said nothing.
 *
 * `earlyActions` runs as an inline script in <head> (BaseLayout, via `earlyActionsScript`), before
 * anything can be pressed: while an island is still server-rendered (Astro's `ssr` mark on its
 * `<astro-island>`), a form's submit is held (not sent as a page load) and a button's click is
 * kept; the form is marked busy (`aria-busy`) so that it says it was taken. Once the island has
 * hydrated, the island wrapper (`island.tsx`) calls `window.__early.replay(name)` (`name`:
 * its component's file name or export): each held action is done again, once, a task later (after
 * React has applied the state the island's effects set), on the now working form or button (the last submit of a form wins; the fields keep what was typed,
 * shared/form/earlyInput.ts). Choices of a radio button or a select keep their state in the DOM
 * and are handed over by the fields themselves (earlyInput).
 *
 * It also inserts, once, the content of a `<template data-pw-intent="<selector>">` on the first sign
 * of intent to follow a link matching the selector (a pointer over it, its focus, a touch): how
 * the deal page fetches the checkout's code ahead of the tap (src/pages/_components/CheckoutWarmup.astro,
 * src/brand/warmCheckout.ts) without it being part of the page's first load.
 *
 * On that same sign of intent (a pointer, focus or touch comes before any click) it writes the served zip code this tab
 * looked up (sessionStorage `publicweb.zipcode`, src/islands/shared/zipStore.ts) into the checkout
 * link about to be followed. The options' island writes it too once hydrated, but a link followed
 * before that (a quick tap, a slow phone, Enter right after the answer, a reloaded deal page) would
 * reach the checkout without it.
 */

type Held = { island: Element; target: Element; run: () => void };

declare global {
  interface Window {
    /** What the inline script offers the islands (island.tsx). It lives in the page, not in a module: the first load has no bytes to spare. */
    __early?: { replay: (name: string) => void };
  }
}

/** The inline script's body (its source is minified into the page: no imports, no closures over modules). */
export function earlyActions(): void {
  const held: Held[] = [];
  window.__early = {
    replay(name) {
      const due = held.filter(
        ({ island }) =>
          !island.hasAttribute('ssr') &&
          (island.getAttribute('component-export') === name ||
            (island.getAttribute('component-url') ?? '').includes(`/${name}.`)),
      );
      for (const action of due) held.splice(held.indexOf(action), 1);
      setTimeout(() => {
        for (const action of due) if (action.target.isConnected) action.run();
      });
    },
  };
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
  const intent = (event: Event) => {
    const target = event.target as Element;
    const link = target.closest?.<HTMLAnchorElement>('a[href^="/checkout/"]');
    try {
      const zip = link && sessionStorage['publicweb.zipcode'];
      // Written as the site writes its links (a path), which speculation rules and the warm-up match.
      if (zip) link.setAttribute('href', link.pathname + link.search.replace(/&zipcode=\d*|$/, '&zipcode=' + zip));
    } catch {
      // storage blocked: the options' island carries the zip code once it runs
    }
    for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-pw-intent]')) {
      if (target.closest?.(template.dataset['pwIntent']!)) {
        template.remove();
        document.body.append(document.importNode(template.content, true));
      }
    }
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, intent, { capture: true, passive: true });
  }
}
