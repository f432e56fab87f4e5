/** How long a hub article takes to read (its card and its page say "N min read"). */

/** A comfortable reading speed for practical non-fiction, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes to read `words` words, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
