/**
 * The experiments and parameters of spec §9 as data: each has variants with weights, the first
 * variant is the control (what agents and visitors without storage see). A brand may replace any
 * entry in its brand file (`experiments`); weights are small whole numbers, relative (1 and 2 = one third and two thirds).
 *
 * What each variant changes:
 * - review_default_sort: the reviews island's first sort (a `ReviewSort` value).
 * - homepage_reskin: `reskin` shows the alternative home hero.
 * - stripe_buttons_upgrade: `upgrade` shows the checkout's larger wallet-style pay button.
 * - voucherOption: the pricing cohort shown (a cohort code; `fecohorts.voucherOption` is what the
 *   pricing islands and the checkout read, so the price shown is the price charged).
 * - pricing: which cleaning option is featured on the deal page's option cards and preselected in
 *   the checkout when no `?hours=` is given: `control` spec §9's default (3 hours, else the second),
 *   `larger` the 4-hour Two Bedroom option (pricingOption in src/domain/cleaningOption.ts). Each
 *   option keeps its own price, and the cohort is voucherOption's, so the price shown is charged.
 * - nonmember_pricing, convert_enabled, lower_etf_higher_fc_charge_v2: assigned, recorded with the
 *   cohort and sent with every analytics event only (docs/telemetry.md says why); control is first.
 */
import { DEFAULT_VOUCHER_COHORTS } from '../catalog/soldCohorts.ts';
import { pickVariant } from './assignment.ts';

export type Variant = { name: string; weight: number };
export type Experiment = { name: string; variants: Variant[] };

export const EXPERIMENT_NAMES = [
  'review_default_sort',
  'homepage_reskin',
  'stripe_buttons_upgrade',
  'voucherOption',
  'pricing',
  'nonmember_pricing',
  'convert_enabled',
  'lower_etf_higher_fc_charge_v2',
] as const;
export type ExperimentName = (typeof EXPERIMENT_NAMES)[number];

const split = (...names: string[]): Variant[] => names.map((name) => ({ name, weight: 1 }));

export const DEFAULT_EXPERIMENTS: Record<ExperimentName, Variant[]> = {
  review_default_sort: split('RECENT', 'RATING_HIGHEST'),
  homepage_reskin: split('control', 'reskin'),
  stripe_buttons_upgrade: split('control', 'upgrade'),
  voucherOption: DEFAULT_VOUCHER_COHORTS.map((variant) => ({ ...variant })),
  pricing: split('control', 'larger'),
  nonmember_pricing: split('off', 'on'),
  convert_enabled: split('off', 'on'),
  lower_etf_higher_fc_charge_v2: split('off', 'on'),
};

/** The brand's experiments: the defaults with the brand file's entries in their place. */
export function brandExperiments(overrides: Partial<Record<string, Variant[]>> = {}): Experiment[] {
  return EXPERIMENT_NAMES.map((name) => ({ name, variants: overrides[name] ?? DEFAULT_EXPERIMENTS[name] }));
}

/** An experiment's variants, each listed as often as its weight (control first): the head script's table. */
const slotsOf = (experiment: Experiment): string[] =>
  experiment.variants.flatMap((v) => Array<string>(v.weight).fill(v.name));

/**
 * The variant a stable id gets in an experiment: deterministic, by weight (whole numbers), with the
 * head script's own code (src/brand/assignment.ts). '' (storage blocked) is assigned like any id.
 */
export function assign(stableId: string, experiment: Experiment): string {
  return pickVariant(stableId, experiment.name, slotsOf(experiment)) ?? experiment.variants[0]!.name;
}

/**
 * The variant a visitor holds: an agent or a request without an id (null) the control, as the page
 * shows it; any id, the empty one of a storage-blocked browser included, its assignment.
 */
export function heldVariant(stableId: string | null, experiment: Experiment): string {
  return stableId === null ? experiment.variants[0]!.name : assign(stableId, experiment);
}

/**
 * The experiment whose variant sets what a purchase is charged: the voucher cohort. On a live brand
 * it is assigned from the stable id alone (never from storage, a cookie or a preview), so the API
 * can compute the same assignment and charge nothing else (api/cohorts.ts, docs/checkout.md "Who
 * decides the plan"). A development brand (staging) lets QA pick any cohort it offers.
 */
export const PRICED_EXPERIMENT = 'voucherOption' satisfies ExperimentName;

/** A brand's priced experiment (its voucher cohorts and their weights). */
export function pricedExperiment(brand: { experiments?: Partial<Record<string, Variant[]>> }): Experiment {
  return {
    name: PRICED_EXPERIMENT,
    variants: brand.experiments?.[PRICED_EXPERIMENT] ?? DEFAULT_EXPERIMENTS[PRICED_EXPERIMENT],
  };
}

/** Whether a brand's priced experiment is assigned from the stable id only. */
export const assignedFromIdOnly = (brand: { isDev?: boolean }): boolean => !brand.isDev;

/**
 * The head script's table (src/telemetry/inline.ts): `name=control,b,b|…`, each variant repeated by
 * its weight; a leading `!` marks an experiment assigned from the stable id only.
 */
export function experimentsConfig(brand: {
  experiments?: Partial<Record<string, Variant[]>>;
  isDev?: boolean;
}): string {
  return brandExperiments(brand.experiments)
    .map((e) => {
      const fixed = e.name === PRICED_EXPERIMENT && assignedFromIdOnly(brand) ? '!' : '';
      return `${fixed}${e.name}=${slotsOf(e).join(',')}`;
    })
    .join('|');
}
