/**
 * Every edit reaches every page it touches: the directory pages are reused from the
 * incremental-build cache when their key is unchanged, and that key once ignored
 * src/content/places/, so a reworded city page kept its old words through rebuilds. Here the city
 * pages' FAQ heading is reworded in src/content/places/city.yaml, two brands are rebuilt
 * incrementally, and every city page of both shows the new words, then the old ones again once the
 * file is reverted. Two brands, not ten, to keep it affordable; the build goes to a temporary folder
 * so the served dist/ is untouched, and the file is restored afterwards.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { buildDataDir } from '../../build-data/dist.ts';
import { serveBrand, serverOrigin } from '../../scripts/serve.ts';

const file = join(process.cwd(), 'src', 'content', 'places', 'city.yaml');
const brands = ['main', 'brightwick'];
const OLD = 'faqHeading: Questions about house cleaning in {city}';
const NEW = "faqHeading: 'Your questions about cleaning in {city}, answered'";
const port = Number(process.env['PW_PORT_BASE'] ?? 4401) + 92;

function build(dist: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // One brand at a time: the machine is shared, and two parallel builds ran it out of memory once.
    const args = ['scripts/build.ts', '--concurrency', '1', ...brands.flatMap((brand) => ['--brand', brand])];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, PUBLICWEB_DIST: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

/** The FAQ heading of every city page of `brand`: us/<state>/<city>/index.html. */
function cityHeadings(dist: string, brand: string): string[] {
  const us = join(dist, brand, 'us');
  return readdirSync(us, { withFileTypes: true })
    .filter((state) => state.isDirectory())
    .flatMap((state) =>
      readdirSync(join(us, state.name), { withFileTypes: true })
        .filter((city) => city.isDirectory())
        .map((city) => {
          const html = readFileSync(join(us, state.name, city.name, 'index.html'), 'utf8');
          return /<h2[^>]*>([^<]*(?:questions|Questions)[^<]*)<\/h2>/.exec(html)?.[1] ?? '(no FAQ heading)';
        }),
    );
}

test.describe('an edit to a location file', () => {
  // It builds two brands twice (minutes on two cores) and its Astro builds cannot share the machine
  // with another Vite process, so it runs on request: PW_INCREMENTAL=1 npx playwright test
  // tests/e2e/incremental-content.spec.ts. In every run, src/buildData/readInputs.test.ts proves
  // that every page's cache key covers src/content/ and brands/.
  test.skip(!process.env['PW_INCREMENTAL'], 'runs on request (PW_INCREMENTAL=1): it builds two brands twice');
  test.setTimeout(1_800_000);

  let original: string;
  let dist: string;
  let site: Server | undefined;

  test.beforeAll(({}, info) => {
    test.skip(info.project.name !== 'main', 'one run is enough');
    original = readFileSync(file, 'utf8');
    expect(original).toContain(OLD);
    dist = mkdtempSync(join(tmpdir(), 'incremental-content-'));
    // The build data (API snapshot, directory) is the same; copying it saves minutes.
    if (existsSync(buildDataDir)) cpSync(buildDataDir, join(dist, '.cache', 'data'), { recursive: true });
  });
  test.afterAll(() => {
    if (original) writeFileSync(file, original);
    site?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  test('reaches every city page of every brand built, and reverting it restores them', async ({ page }) => {
    await build(dist);
    for (const brand of brands) {
      const headings = cityHeadings(dist, brand);
      expect(headings.length).toBeGreaterThan(1000);
      expect(headings.filter((heading) => !heading.startsWith('Questions about house cleaning in '))).toEqual([]);
    }

    writeFileSync(file, original.replace(OLD, NEW));
    const output = await build(dist);
    for (const brand of brands) {
      const headings = cityHeadings(dist, brand);
      expect(headings.filter((heading) => !/^Your questions about cleaning in .+, answered$/.test(heading))).toEqual(
        [],
      );
    }
    // What a visitor opens: the Chicago page of the second brand.
    site = await serveBrand(brands[1]!, port, '127.0.0.1', undefined, { root: join(dist, brands[1]!) });
    await page.goto(`${serverOrigin(site)}/us/illinois/chicago/`);
    await expect(
      page.getByRole('heading', { name: 'Your questions about cleaning in Chicago, answered' }),
    ).toBeVisible();
    site.close();
    site = undefined;

    writeFileSync(file, original);
    await build(dist);
    for (const brand of brands) {
      const headings = cityHeadings(dist, brand);
      expect(
        headings.filter((heading) => !heading.startsWith('Questions about house cleaning in ')),
        output,
      ).toEqual([]);
    }
  });
});
