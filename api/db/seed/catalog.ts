/**
 * Seed data only the reference API holds: survey answers, referral codes and the automatic-renewal
 * consent texts. The business catalogue (plans, cohorts, metros, regions) is src/catalog/, shared
 * with the pages.
 */
export const surveySources = [
  'Google search',
  'Facebook',
  'Instagram',
  'TikTok',
  'YouTube',
  'Reddit',
  'A friend or family member',
  'TV or streaming ad',
  'Podcast',
  'Other',
];

export const referralCodes = [
  { code: 'ANNA-7Q2K-M4XD-9HTB', hostName: 'Anna' },
  { code: 'MARCUS-3JX9-WP6E-R8ZN', hostName: 'Marcus' },
  { code: 'PRIYA-8LW4-C2VQ-K7JF', hostName: 'Priya' },
];

/**
 * Automatic-renewal consent texts, by state ('default' for the others); California's law asks for
 * more explicit wording. They name no amount and no period: each plan has its own (monthly, every 3
 * or 6 months), which the consent next to Buy states from the catalogue (src/domain/consent.ts
 * `buyConsent`), so no state's text can promise a period a plan does not have. Changed texts reach
 * existing databases through a migration (api/db/migrations/006_consent_texts.sql).
 */
export const disclosures = {
  default: {
    CC: 'By selecting Buy, you also authorize us to charge your card for your Forever Clean membership, as stated above, each billing period until you cancel.',
    AC: 'Your Forever Clean membership renews automatically each billing period of your plan until you cancel.',
    EC: 'We will email your receipt, voucher code and membership updates to this address.',
    OCC: 'You can cancel online at any time from your account; the cost of cancelling early is stated next to Buy.',
  },
  CA: {
    CC: 'By selecting Buy, you also authorize us to charge your card for your Forever Clean membership, as stated above, each billing period of your plan until you cancel, plus applicable taxes.',
    AC: 'Forever Clean is a continuous membership that renews automatically and is charged each billing period of your plan until you cancel. California residents: at least once a year we will email you a reminder of the membership, its charges and how to cancel.',
    EC: 'We will email your receipt, voucher code, membership reminders and cancellation confirmations to this address.',
    OCC: 'Cancel online at any time from your account, or by email, with no call required.',
  },
} as const;
