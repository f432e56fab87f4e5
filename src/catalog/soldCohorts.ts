/**
 * The voucher cohorts a brand sells when its brand file does not name its own: the `voucherOption`
 * experiment's default variants, control first (src/brand/experiments.ts). A catalogue fact, since
 * every figure the pages state is computed from the cohorts the brand sells (./brandOffer.ts).
 * Without imports: the head script's experiments table reads it in the browser's first load.
 */
export const DEFAULT_VOUCHER_COHORTS: readonly { readonly name: string; readonly weight: number }[] = [
  { name: 'CCF_1', weight: 2 },
  { name: 'CCF_2', weight: 1 },
];
