/**
 * The checkout's state outside React: which steps a shopper may reach (spec §2: `?step=N`, an
 * integer, falls back to 1), what is mirrored in sessionStorage so a reload keeps it, and how the
 * first values come from the address (the deal page's option links). Card data is never part of anything here: it
 * lives only in the payment form's memory.
 */
import * as v from 'valibot';
import type { FailureCause } from '../../graphql/friendly.ts';
import type { ResultOf } from '../../graphql/graphql.ts';
import type { Receipt as ReceiptFields } from './graphql/Receipt.ts';
import type { RegisterLead } from './graphql/RegisterLead.ts';
import { ZIPCODE_FORMAT } from '../../domain/storageKeys.ts';
import { LeadSchema } from '../../schemas/fields.ts';

/** The three form steps and the success screen. */
/** The steps in the progress list; `name`: their names' key in checkout.yaml `steps.names`. */
export const STEPS = [
  { step: 1, name: 'details' },
  { step: 2, name: 'option' },
  { step: 3, name: 'payment' },
] as const;
export const SUCCESS_STEP = 4;
export type Step = 1 | 2 | 3 | 4;

export type Details = {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  zipcode: string;
  /** True while the zip code is the one the shopper entered on the deal page. */
  zipcodeEnteredOnHomepage: boolean;
};

/** The consent disclosures of the shopper's state (RegisterLead's `leadDetails.arl`, typed by the document). */
export type Disclosures = NonNullable<ResultOf<typeof RegisterLead>['registerLead']['leadDetails']>['arl'];

/** A registered lead: for which details (see leadKey) and what the region answered. */
export type Lead = { key: string; disclosures: Disclosures };

/** What the purchase charged, as the API answered it (PurchaseVoucher's receipt, its fragment ./graphql/Receipt.ts). */
export type Receipt = ResultOf<typeof ReceiptFields>;

export type Purchase = {
  code: string;
  /** Path on the customer app, e.g. /customer/choosedate/?code=ABCD-2345. */
  redirect: string;
  /** The purchase's secret for the survey answer (only the buyer has it). */
  surveyToken: string;
  hours: number;
  /** The API's receipt; null only for a purchase mirrored before receipts existed. */
  receipt: Receipt | null;
};

export type SurveyState = 'answered' | 'skipped' | null;

/** Everything the checkout keeps across steps and reloads (no card data, by construction). */
export type Saved = {
  details: Details;
  /** The chosen option's hours (null: not chosen yet, the default option applies). */
  hours: number | null;
  lead: Lead | null;
  /** The hours confirmed on step 2 (the shopper saw that option's total). */
  confirmedHours: number | null;
  purchase: Purchase | null;
  survey: SurveyState;
  /** The survey's answer message, shown again after a reload. */
  surveyMessage: string | null;
};

export const emptyDetails: Details = {
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  zipcode: '',
  zipcodeEnteredOnHomepage: false,
};

export const emptySaved: Saved = {
  details: emptyDetails,
  hours: null,
  lead: null,
  confirmedHours: null,
  purchase: null,
  survey: null,
  surveyMessage: null,
};

/** The details a lead was registered for; changing any of them asks for a new RegisterLead. */
export function leadKey(details: Details): string {
  return JSON.stringify([
    details.email.trim().toLowerCase(),
    details.phone.replace(/[()\s-]/g, ''),
    details.zipcode.trim(),
    details.firstName.trim(),
    details.lastName.trim(),
  ]);
}

/** The email as the API stores it and sends the receipt to (spec §5: trimmed, lowercased). */
export function receiptEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The highest step the shopper may open now. */
export function maxReachableStep(saved: Saved): Step {
  if (saved.purchase) return SUCCESS_STEP;
  if (!saved.lead || saved.lead.key !== leadKey(saved.details)) return 1;
  if (saved.confirmedHours === null || saved.confirmedHours !== saved.hours) return 2;
  return 3;
}

/** `?step=` as a positive integer, or null when missing or not one ("abc", "0", "-1", "2.5"). */
export function parseStep(raw: string | null): number | null {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return null;
  const step = Number(raw);
  return Number.isSafeInteger(step) && step >= 1 ? step : null;
}

/**
 * The step to show for a requested one: 1 when missing, not a number, zero or negative, or beyond
 * the steps the shopper may reach. After a purchase every step shows the voucher (the address of
 * step 1 without `?step=` included: Back, Forward, a reload or the deal page's links never show
 * an empty form that invites a second purchase); only an address that asks for `?step=1` itself
 * starts a new checkout.
 */
export function resolveStep(requested: number | null, saved: Saved): Step {
  const max = maxReachableStep(saved);
  if (saved.purchase) return requested === 1 ? 1 : SUCCESS_STEP;
  if (requested === null) return 1;
  return requested >= 1 && requested <= max ? (requested as Step) : 1;
}

/** `?hours=` as the positive integer a deal-page option link carries, else null. */
export function parseHours(raw: string | null): number | null {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return null;
  const hours = Number(raw);
  return hours >= 1 && hours <= 12 ? hours : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const str = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
const int = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** A mirrored receipt, only when every figure is there (else null: the voucher screen leaves the figures out). */
function parseReceipt(r: unknown): Receipt | null {
  if (!isRecord(r) || !isRecord(r['membershipFirstCharge'])) return null;
  const m = r['membershipFirstCharge'];
  const figures = {
    price: amount(r['price']),
    tax: amount(r['tax']),
    total: amount(r['total']),
  };
  const first = {
    amount: amount(m['amount']),
    monthlyPrice: amount(m['monthlyPrice']),
    freeMonths: int(m['freeMonths']),
  };
  if (Object.values(figures).includes(null) || Object.values(first).includes(null)) return null;
  return {
    ...(figures as { [K in keyof typeof figures]: number }),
    email: typeof r['email'] === 'string' ? r['email'].slice(0, 254) : '',
    membershipFirstCharge: {
      ...(first as { [K in keyof typeof first]: number }),
      billingPeriod: str(m['billingPeriod']),
    },
    // Not mirrored: the voucher screen states the same terms from the plan (membershipTerms).
    terms: null,
  };
}

/** Reads the mirror back; anything malformed is dropped field by field, never trusted. */
export function parseSaved(raw: string | null): Saved {
  if (!raw) return emptySaved;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return emptySaved;
  }
  if (!isRecord(data)) return emptySaved;
  const d = isRecord(data['details']) ? data['details'] : {};
  const details: Details = {
    email: str(d['email']),
    phone: str(d['phone']),
    firstName: str(d['firstName']),
    lastName: str(d['lastName']),
    zipcode: str(d['zipcode']),
    zipcodeEnteredOnHomepage: d['zipcodeEnteredOnHomepage'] === true,
  };
  const l = data['lead'];
  const disclosures = isRecord(l) && isRecord(l['disclosures']) ? l['disclosures'] : null;
  const lead: Lead | null =
    isRecord(l) && typeof l['key'] === 'string' && disclosures
      ? {
          key: l['key'],
          disclosures: {
            CC: str(disclosures['CC']),
            AC: str(disclosures['AC']),
            EC: str(disclosures['EC']),
            OCC: str(disclosures['OCC']),
          },
        }
      : null;
  const p = data['purchase'];
  const purchase: Purchase | null =
    isRecord(p) && typeof p['code'] === 'string' && p['code'] !== ''
      ? {
          code: str(p['code']),
          redirect: str(p['redirect']),
          surveyToken: str(p['surveyToken']),
          hours: int(p['hours']) ?? 0,
          receipt: parseReceipt(p['receipt']),
        }
      : null;
  const survey = data['survey'] === 'answered' || data['survey'] === 'skipped' ? data['survey'] : null;
  return {
    details,
    hours: int(data['hours']),
    lead,
    confirmedHours: int(data['confirmedHours']),
    purchase,
    survey,
    surveyMessage: typeof data['surveyMessage'] === 'string' ? data['surveyMessage'] : null,
  };
}

export function serializeSaved(saved: Saved): string {
  return JSON.stringify(saved);
}

/**
 * The state a visit starts from: the mirror of this tab's earlier visit, then what the link brings.
 * `?hours=` picks the option; `?zipcode=` (the deal page's option links carry the zip code its
 * lookup found served: the one way a zip code reaches the checkout) fills the field and marks it
 * as entered on the deal page.
 */
export function initialSaved(stored: Saved, params: URLSearchParams): Saved {
  let { details, hours } = stored;
  const linkHours = parseHours(params.get('hours'));
  if (linkHours !== null) hours = linkHours;
  const linkZip = params.get('zipcode')?.trim() ?? '';
  if (ZIPCODE_FORMAT.test(linkZip)) details = { ...details, zipcode: linkZip, zipcodeEnteredOnHomepage: true };
  return { ...stored, details, hours };
}

/**
 * The details to show once the browser state is read: the restored ones, with every field the
 * shopper typed into before the island hydrated (`typed`, from the form) kept as typed.
 */
export function keepTyped(restored: Details, typed: Details): Details {
  let details = restored;
  for (const name of ['email', 'phone', 'firstName', 'lastName', 'zipcode'] as const) {
    if (typed[name] !== '' && typed[name] !== details[name]) details = withDetail(details, name, typed[name]);
  }
  return details;
}

/** The zip code field changed: it only counts as entered on the deal page while unchanged. */
export function withDetail<K extends keyof Details>(details: Details, name: K, value: Details[K]): Details {
  const next = { ...details, [name]: value };
  if (name === 'zipcode' && value !== details.zipcode) next.zipcodeEnteredOnHomepage = false;
  return next;
}

/** The address of a step, keeping the other query parameters (e.g. referral_id). */
export function stepUrl(current: URL, step: Step, hours: number | null): string {
  const url = new URL(current.href);
  if (step === 1) url.searchParams.delete('step');
  else url.searchParams.set('step', String(step));
  if (hours !== null) url.searchParams.set('hours', String(hours));
  url.searchParams.delete('zipcode');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The card fields: in the payment form's memory only, never mirrored. */
export type CardValues = { ccNumber: string; ccExpiration: string; cvc: string };
export const emptyCard: CardValues = { ccNumber: '', ccExpiration: '', cvc: '' };

/** The lead as the API takes it (RegisterLeadInput): the §5 schemas' output, empty names left out. */
export function leadInput(details: Pick<Details, 'email' | 'phone' | 'zipcode' | 'firstName' | 'lastName'>) {
  const parsed = v.safeParse(LeadSchema, details);
  if (!parsed.success) return null;
  const { email, phone, zipcode, firstName, lastName } = parsed.output;
  return { email, phone, zipcode, firstName: firstName || null, lastName: lastName || null };
}

/** A failed call: messages for fields (by field name), or one sentence for the whole step. */
export type Failure = {
  ok: false;
  message: string;
  fields: Record<string, string>;
  /** True when the request may not have reached the API or its answer was lost (outcome unknown). */
  transport: boolean;
  /** Why a call went unanswered (whose side: ours, the deadline, the connection); null when the API answered. */
  cause: FailureCause | null;
};

/** A call the API answered with a refusal: its sentence and its messages by field. */
export function failure(message: string, fields: Record<string, string> = {}): Failure {
  return { ok: false, message, fields, transport: false, cause: null };
}

/** How long another tab of the checkout shows the voucher this browser bought (VOUCHER_KEY). */
export const VOUCHER_KEPT_DAYS = 30;
const DAY_MS = 86_400_000;

/** What VOUCHER_KEY keeps of a purchase: the code and where it is redeemed, no personal data. */
export function keptVoucher(purchase: Purchase, now: number): string {
  return JSON.stringify({ code: purchase.code, redirect: purchase.redirect, hours: purchase.hours, at: now });
}

/**
 * The state of a checkout opened in another tab (or after the tab's mirror was lost) once this
 * browser bought a voucher: the voucher, without its receipt and survey (they stay with the tab
 * that bought it). `saved` unchanged when it has a purchase already or nothing valid is kept.
 */
export function withKeptVoucher(saved: Saved, raw: string | null, now: number): Saved {
  if (saved.purchase || !raw) return saved;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return saved;
  }
  if (!isRecord(data) || typeof data['code'] !== 'string' || data['code'] === '') return saved;
  const at = amount(data['at']);
  if (at === null || at > now || now - at > VOUCHER_KEPT_DAYS * DAY_MS) return saved;
  const purchase: Purchase = {
    code: str(data['code']),
    redirect: str(data['redirect']),
    surveyToken: '',
    hours: int(data['hours']) ?? 0,
    receipt: null,
  };
  return { ...saved, purchase, survey: 'skipped', surveyMessage: null };
}
