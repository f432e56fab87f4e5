/**
 * A page the browser prerenders on speculation (the deal page's rules for the checkout) runs its
 * scripts before the visitor opens it, and may never be shown. What must only happen for a page
 * seen (a visit counted, a payment intent, anything the API keeps) waits for activation.
 */

/** Runs `then` now when the page is shown, else once the prerendered page is activated. */
export function whenActivated(then: () => void): void {
  if (typeof document !== 'undefined' && document.prerendering) {
    document.addEventListener('prerenderingchange', then, { once: true });
  } else {
    then();
  }
}
