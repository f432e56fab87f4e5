/**
 * The checkout's island code fetched while the shopper is still on the deal page (issue 32). The
 * speculation rules prefetch the checkout's HTML and CSS when the shopper rests on an option's
 * link (src/lib/speculation.ts), but its JavaScript was fetched only after the tap, on the
 * checkout, which left the form shown and not yet working for a second or more on a phone. On the
 * same signals of intent (a pointer resting on a checkout link, its focus, a touch), the island's
 * module and the modules it imports are fetched once, in parallel, into the HTTP cache, where the
 * checkout finds them. Nothing is fetched on a visit that shows no such intent.
 */
const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;

function onIntent(event: Event): void {
  if (!(event.target instanceof Element) || !event.target.closest('a[href^="/checkout/"]')) return;
  for (const type of INTENT) removeEventListener(type, onIntent, true);
  // A failed fetch costs nothing: the checkout loads its code itself.
  import('../../islands/Checkout/Checkout.tsx').catch(() => undefined);
}

for (const type of INTENT) addEventListener(type, onIntent, { capture: true, passive: true });
