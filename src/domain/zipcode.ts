/**
 * A US zip code's shape: exactly five digits. The schema the API re-checks (src/schemas/fields.ts),
 * the zip code kept for the deal page (src/islands/shared/zipStore.ts) and the one a deal-page link
 * carries to the checkout (src/islands/Checkout/session.ts) and the dataset's US codes
 * (src/catalog/regions.ts) all test this one pattern. It lives
 * apart from the schema so that an island can read it without loading valibot.
 */
export const ZIPCODE_FORMAT = /^\d{5}$/;
