/**
 * For the checkout's unit tests: the saved checkout states a visitor reaches (registered, at the
 * payment step, purchased), built the one way the controller and session tests both need.
 */
import { emptySaved, leadKey, type Saved } from './session.ts';

export const disclosures = { CC: 'cc', AC: 'ac', EC: 'ec', OCC: 'occ' };

/** The receipt of a 3-hour voucher bought in Austin with a monthly membership. */
export const receipt = {
  email: 'dana@example.com',
  price: 19,
  tax: 1.57,
  total: 20.57,
  membershipFirstCharge: { amount: 49, monthlyPrice: 49, billingPeriod: 'MONTHLY', freeMonths: 0 },
  // The API's terms are not mirrored: the voucher screen states the same from the plan.
  terms: null,
};

/** A visitor who sent `details` and was registered as a lead. */
export function registeredWith(details: Saved['details']): Saved {
  return { ...emptySaved, details, lead: { key: leadKey(details), disclosures } };
}

/** A visitor who sent `details` and confirmed 3 hours: the payment step. */
export function atPaymentWith(details: Saved['details']): Saved {
  return { ...registeredWith(details), hours: 3, confirmedHours: 3 };
}
