/**
 * Every request a shopper waits on has a deadline: an island that says "still waiting"
 * (useSlow, src/islands/shared/slow.ts) asks through the client that gives up at
 * REQUEST_DEADLINE_MS (getTimedClient, src/graphql/timed.ts), so the wait ends in a message and a
 * working button rather than a notice that never goes. Read from the islands' folders as they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const islands = fileURLToPath(new URL('../../src/islands/', import.meta.url));
const sources = (folder: string) =>
  readdirSync(join(islands, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file: `${folder}/${file}`, code: readFileSync(join(islands, folder, file), 'utf8') }));

it('an island that says it is still waiting asks the API only through the client with a deadline', () => {
  const folders = readdirSync(islands).filter((folder) => folder !== 'shared');
  const waiting = folders.filter((folder) => sources(folder).some(({ code }) => /\buseSlow\(/.test(code)));
  expect(waiting, 'islands with a slow notice').toEqual(
    expect.arrayContaining(['Checkout', 'Reviews', 'Waitlist', 'ZipLookup']),
  );
  const untimed = waiting.flatMap((folder) =>
    sources(folder)
      .filter(({ code }) => /\bgetApiClient\(/.test(code))
      .map(({ file }) => file),
  );
  expect(untimed, 'files asking without a deadline in islands that show the slow notice').toEqual([]);
});
