/**
 * `npm run content` (docs/content.md), as a marketer uses it: the editor opens on Brightwick; its
 * own home headline is changed, published, and the preview pane shows Brightwick's rebuilt home
 * page with the new words; a service page's headline over its limit shows the build's own message
 * and is not saved; refused saves are named and brought into view. Files are restored afterwards.
 * Runs once; the preview's builds go to a temporary folder so the served dist/ is untouched.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { brandDist, buildDataDir } from '../../build-data/dist.ts';
import { startEditor } from '../../scripts/content-editor/serve.ts';
import { fullBrowser } from './fixtures.ts';

// The preview pane reloads its nested frames while the test scrolls them: in the suite's headless
// shell that raced (a frame's context gone mid-scroll); the full browser is what a marketer uses.
test.use({ launchOptions: fullBrowser() });

const file = join(process.cwd(), 'src', 'content', 'services', 'deep-cleaning.md');
const brightwickHome = join(process.cwd(), 'src', 'content', 'home', 'brands', 'brightwick', 'home.yaml');
/** The built page inside the editor's preview pane. */
const previewed = (page: Page) => page.frameLocator('#preview-pane').frameLocator('iframe');
const port = Number(process.env['PW_PORT_BASE'] ?? 4401) + 89;

test.describe('content editor', () => {
  test.setTimeout(900_000);
  // One editor (one port) for the whole file.
  test.describe.configure({ mode: 'serial' });

  let original: string;
  let originalHome: string;
  let editor: { url: string; close: () => Promise<void> };
  let dist: string;

  test.beforeAll(async () => {
    original = readFileSync(file, 'utf8');
    originalHome = readFileSync(brightwickHome, 'utf8');
    dist = mkdtempSync(join(tmpdir(), 'content-editor-dist-'));
    // The build data (API snapshot, directory) is the same; copying it saves minutes.
    if (existsSync(buildDataDir)) cpSync(buildDataDir, join(dist, '.cache', 'data'), { recursive: true });
    // The served build of Brightwick is the preview's first build (copied: newer than every
    // content file, so the pane shows it at once): the save below is then followed by one build,
    // not by a first build and a second with the save.
    if (existsSync(join(brandDist('brightwick'), '_headers'))) {
      cpSync(brandDist('brightwick'), join(dist, 'brightwick'), { recursive: true });
    }
    // Opened on Brightwick: the preview builds only that brand.
    editor = await startEditor(port, { distRoot: dist, brand: 'brightwick' });
  });
  test.afterAll(async () => {
    if (original) writeFileSync(file, original);
    if (originalHome) writeFileSync(brightwickHome, originalHome);
    await editor?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  test('Brightwick’s own home headline: saved in its file, and the preview shows its rebuilt home page', async ({
    page,
  }) => {
    await page.goto(editor.url);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('Brand you edit and preview:')).toHaveValue('brightwick', { timeout: 120_000 });
    await page.getByRole('link', { name: "Brightwick Cleaning's own words" }).click();
    await page.getByText("Home page: Brightwick Cleaning's own words").click();
    const headline = page.getByLabel('Headline (optional)', { exact: true });
    await expect(headline).not.toHaveValue('', { timeout: 120_000 });
    // The reader's place on the previewed page is kept when the pane loads it again (typing, rebuild).
    const scrolled = () =>
      previewed(page)
        .locator('html')
        .evaluate(() => Math.round(window.scrollY));
    // Tried again until it holds: the pane may load its page again while the entry opens (the frame
    // then detaches mid-scroll), and the nested frames report a new position once the scroll has
    // landed, not always by the time scrollIntoViewIfNeeded returns.
    await expect(async () => {
      await previewed(page).locator('#forever-clean').scrollIntoViewIfNeeded({ timeout: 10_000 });
      expect(await scrolled()).toBeGreaterThan(0);
    }).toPass({ timeout: 120_000 });
    const place = await scrolled();
    await headline.fill('');
    await headline.pressSequentially('A {hours} clean that fits your week, {price}');
    await expect(page.getByTestId('hint-headline')).toHaveText('44 of 60 characters');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
    expect(readFileSync(brightwickHome, 'utf8')).toContain('headline: A {hours} clean that fits your week, {price}');

    // The preview names the brand, rebuilds it with the save, and shows its home page.
    const pane = page.frameLocator('#preview-pane');
    await expect(pane.getByLabel(/^Preview of \/ as/)).toHaveValue('brightwick');
    await expect(previewed(page).getByRole('heading', { level: 1 })).toContainText('clean that fits your week', {
      timeout: 800_000,
      useInnerText: true,
    });
    // Ready: no build is waiting (a build started before the save is followed by one with it).
    await expect(pane.getByTestId('preview-status')).toContainText('The page as built at', { timeout: 800_000 });
    await expect(previewed(page).getByRole('heading', { level: 1 })).toContainText('clean that fits your week', {
      useInnerText: true,
    });
    await expect.poll(scrolled).toBe(place);
    // Brightwick's page: its lead names it.
    await expect(previewed(page).getByText('Brightwick Cleaning is for households')).toBeVisible();
  });

  test('changes a service page’s headline and saves it; one over its limit is refused in the build’s words', async ({
    page,
  }) => {
    await page.goto(`${editor.url}#/collections/services/entries/deep-cleaning`);
    await page.getByRole('button', { name: 'Login' }).click();
    const heading = page.getByLabel('Heading', { exact: true });
    await expect(heading).toHaveValue('Deep cleaning', { timeout: 120_000 });

    // Over the limit: the field says so in the build's words, and publishing is refused.
    await heading.fill('');
    await heading.pressSequentially('Deep cleaning for every room, every baseboard and every vent!');
    await expect(page.getByTestId('hint-heading')).toHaveText('Heading is 61 characters (at most 60)');

    const headline = 'A deep clean, top to bottom';
    await heading.fill('');
    await heading.pressSequentially(headline);
    await expect(page.getByTestId('hint-heading')).toHaveText(`${headline.length} of 60 characters`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
    expect(readFileSync(file, 'utf8')).toContain(`heading: ${headline}`);
  });

  test('refuses a save the build would refuse, says why, and leaves the file as it was', async ({ page }) => {
    const adGroup = join(process.cwd(), 'src', 'content', 'ad-groups', 'deep-cleaning.yaml');
    const before = readFileSync(adGroup, 'utf8');
    const taken = /id: '(\d+)'/.exec(readFileSync(adGroup.replace('deep-cleaning', 'house-cleaning'), 'utf8'))![1]!;
    await page.goto(`${editor.url}#/collections/ad-groups/entries/deep-cleaning`);
    await page.getByRole('button', { name: 'Login' }).click();
    const id = page.getByLabel('Google Ads ad group id');
    await expect(id).not.toHaveValue('', { timeout: 120_000 });
    await id.fill('');
    await id.pressSequentially(taken);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await expect(page.getByRole('alert').filter({ hasText: /^Not saved/ })).toContainText(
      `Google Ads ad group id ${taken} is already used by src/content/ad-groups/deep-cleaning.yaml`,
    );
    await expect(id).toBeFocused();
    expect(readFileSync(adGroup, 'utf8')).toBe(before);
  });

  test('publishing with a mistake lower in the form says so and brings the field into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto(`${editor.url}#/collections/ad-groups/entries/default`);
    await page.getByRole('button', { name: 'Login' }).click();
    const cta = page.getByLabel('Call-to-action heading', { exact: true });
    await expect(cta).not.toHaveValue('', { timeout: 120_000 });
    await cta.fill('');
    await page.getByLabel('Title', { exact: true }).focus();
    await expect(cta).not.toBeInViewport();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    await expect(page.getByRole('alert').filter({ hasText: /^Not saved/ })).toContainText(
      'one field needs a change: Call-to-action heading',
    );
    await expect(cta).toBeInViewport();
    await expect(cta).toBeFocused();
  });
});
