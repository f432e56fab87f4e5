/**
 * The checkout's island code fetched while the shopper is still on the deal page (issue 32). The
 * speculation rules prefetch the checkout's HTML and CSS when the shopper rests on an option's
 * link (src/lib/speculation.ts), but its JavaScript was fetched only after the tap, on the
 * checkout, which left the form shown and not yet working for a second or more on a phone.
 *
 * This module runs once, on the first sign of intent to follow a checkout link (a pointer over
 * it, its focus, a touch): the early-actions head script inserts it from DealPage's inert
 * `<template data-pw-intent>` (src/islands/shared/earlyActions.inline.ts). It imports the island,
 * so the island's module and everything it imports are fetched in parallel into the HTTP cache,
 * where the checkout finds them, and so is the module the island fetches just after it hydrates
 * (its API calls and the GraphQL client, src/islands/Checkout/api.ts). Nothing is fetched on a
 * visit that shows no such intent.
 */
// A failed fetch costs nothing: the checkout loads its code itself.
import('../../islands/Checkout/Checkout.tsx').catch(() => undefined);
import('../../islands/Checkout/calls.ts').catch(() => undefined);
