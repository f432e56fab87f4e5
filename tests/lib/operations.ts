/**
 * Every GraphQL operation the site sends (spec §7), by name, for the tests and scripts that send
 * them to the API. Each document lives beside the island that reads it (`<Island>/graphql/<Name>.ts`);
 * the build's snapshot query in src/buildData/graphql/; the spec's operations no island sends in
 * src/graphql/operations/. src/graphql/operations.test.ts finds every document by itself and checks
 * this list holds them all.
 */
export { DealsHome } from '#src/buildData/graphql/DealsHome.ts';
export { BrowserState } from '#src/graphql/operations/BrowserState.ts';
export { ServiceRegion } from '#src/islands/ZipLookup/graphql/ServiceRegion.ts';
export { ServiceRegionPrices } from '#src/graphql/operations/ServiceRegionPrices.ts';
export { GetSurveySources } from '#src/islands/Checkout/graphql/GetSurveySources.ts';
export { MembershipPricing } from '#src/islands/Checkout/graphql/MembershipPricing.ts';
export { PostPurchaseSurvey } from '#src/islands/Checkout/graphql/PostPurchaseSurvey.ts';
export { PurchaseVoucher } from '#src/islands/Checkout/graphql/PurchaseVoucher.ts';
export { RegisterLead } from '#src/islands/Checkout/graphql/RegisterLead.ts';
export { VoucherPriceAndIntent } from '#src/islands/Checkout/graphql/VoucherPriceAndIntent.ts';
export { BrowserLocation } from '#src/islands/LocalFaq/graphql/BrowserLocation.ts';
export { FAQBrowserLocation } from '#src/islands/LocalFaq/graphql/FAQBrowserLocation.ts';
export { LMCPolicyQuery } from '#src/islands/LocalFaq/graphql/LMCPolicyQuery.ts';
export { DealsReferralData } from '#src/islands/Referral/graphql/DealsReferralData.ts';
export { FetchMoreReviews } from '#src/islands/Reviews/graphql/FetchMoreReviews.ts';
export { GetAvailableVouchers } from '#src/islands/shared/graphql/GetAvailableVouchers.ts';
export { JoinVoucherWaitlist } from '#src/islands/Waitlist/graphql/JoinVoucherWaitlist.ts';
export { ZipLookup } from '#src/islands/ZipLookup/graphql/ZipLookup.ts';
