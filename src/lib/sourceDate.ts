/**
 * The date a build is of: SOURCE_DATE_EPOCH (seconds, the reproducible-builds convention), which
 * the build sets from the built commit (build-data/sourceDate.ts). Pages read dates from it, never
 * from the clock, so two builds of one commit on different days are the same files. Outside a
 * build (the dev server, unit tests) it is today.
 */
export function sourceDate(env: Record<string, string | undefined> = process.env): Date {
  const epoch = Number(env['SOURCE_DATE_EPOCH']);
  return Number.isFinite(epoch) && env['SOURCE_DATE_EPOCH'] ? new Date(epoch * 1000) : new Date();
}

/** The year of the build's sources (the footer's copyright year). */
export function sourceYear(env: Record<string, string | undefined> = process.env): number {
  return sourceDate(env).getUTCFullYear();
}
