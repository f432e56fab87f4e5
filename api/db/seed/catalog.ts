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

/** Automatic-renewal consent texts; California's law asks for more explicit wording. */
export const disclosures = {
  default: {
    CC: 'By selecting Buy, you authorize us to charge your card today for this voucher and taxes.',
    AC: 'Your Forever Clean membership renews automatically each billing period until you cancel.',
    EC: 'We will email your receipt, voucher code and membership updates to this address.',
    OCC: 'You can cancel online at any time from your account; see the offer terms for early cancellation.',
  },
  CA: {
    CC: 'By selecting Buy, you authorize us to charge your card today for this voucher and applicable taxes.',
    AC: 'Forever Clean is a continuous membership that renews automatically and is charged each billing period until you cancel. California residents: you will receive a reminder before each annual renewal.',
    EC: 'We will email your receipt, voucher code, renewal reminders and cancellation confirmations to this address.',
    OCC: 'Cancel online at any time from your account, or by email, with no call required.',
  },
} as const;
