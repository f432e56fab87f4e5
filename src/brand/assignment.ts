/**
 * The one assignment of an experiment's variant: the page's head script (src/telemetry/head.ts,
 * where inline.ts writes this function's source in) and the API (api/cohorts.ts, through `assign`
 * in ./experiments.ts) run this same code, so a visitor is charged the cohort the page showed.
 * It must stay self-contained (no imports, no outside names): its text is copied into the page.
 *
 * `slots` lists each variant as often as its weight (control first); the bucket is a 31-multiplier
 * string hash of `id:name` in [0, 1). The empty id (a browser whose storage is blocked) is an id
 * like any other: it gets the variant its bucket picks, on the page and in the API alike.
 */
export function pickVariant(id: string, name: string, slots: readonly string[]): string {
  let hash = 0;
  for (const ch of id + ':' + name) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return slots[(((hash >>> 0) / 2 ** 32) * slots.length) | 0]!; // | 0: Math.floor of a small positive
}
