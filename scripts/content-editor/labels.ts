/** Field labels of the editor (./config.ts), shared with its browser code (./admin.ts). */

/** A field's name in plain words: ctaHeading -> "Call-to-action heading". */
export function label(name: string): string {
  if (name === 'id') return 'Google Ads ad group id';
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bcta\b/, 'call-to-action')
    .replace(/\bfaq\b/, 'questions (FAQ)')
    .replace(/\bseo\b/, 'search');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
