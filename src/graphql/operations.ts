/**
 * Every GraphQL operation the public website sends (spec §7), one document per operation.
 * Operation names are part of the contract with the API (logs, allow-lists, metrics): change
 * them only together with the server. `operations.test.ts` validates every document against
 * `schema.graphql`.
 *
 * Union results select `__typename` so that the inferred result types are discriminated unions
 * (`if (result.__typename === 'ServiceRegion') …`).
 *
 * One module per document (operations/<Name>.ts), re-exported here: a page's bundle then holds
 * only the documents its islands use (the checkout's mutations never ship with the deal page).
 */

export { BrowserState } from './operations/BrowserState.ts';
export { FAQBrowserLocation } from './operations/FAQBrowserLocation.ts';
export { BrowserLocation } from './operations/BrowserLocation.ts';
export { ServiceRegionPrices } from './operations/ServiceRegionPrices.ts';
export { ServiceRegion } from './operations/ServiceRegion.ts';
export { ZipLookup } from './operations/ZipLookup.ts';
export { DealsHome } from './operations/DealsHome.ts';
export { FetchMoreReviews } from './operations/FetchMoreReviews.ts';
export { GetAvailableVouchers } from './operations/GetAvailableVouchers.ts';
export { MembershipPricing } from './operations/MembershipPricing.ts';
export { VoucherPriceAndIntent } from './operations/VoucherPriceAndIntent.ts';
export { DealsReferralData } from './operations/DealsReferralData.ts';
export { LMCPolicyQuery } from './operations/LMCPolicyQuery.ts';
export { GetSurveySources } from './operations/GetSurveySources.ts';
export { RegisterLead } from './operations/RegisterLead.ts';
export { PurchaseVoucher } from './operations/PurchaseVoucher.ts';
export { PostPurchaseSurvey } from './operations/PostPurchaseSurvey.ts';
export { JoinVoucherWaitlist } from './operations/JoinVoucherWaitlist.ts';
