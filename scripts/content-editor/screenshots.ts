/**
 * The editor's pictures in docs/content.md (docs/images/content-editor-*.png), taken in headless
 * Chromium as a marketer sees the editor: a field with the build's message under it and the
 * built page beside it, and typing on /reviews/ with the preview kept where the reader scrolled.
 * Nothing is saved. Needs a build of main (`npm run build -- --brand main`), which the preview
 * shows from a copy.
 *
 *   npx node scripts/content-editor/screenshots.ts [--port 5851]
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, expect, type FrameLocator, type Page } from '@playwright/test';
import { brandDist } from '../../build-data/dist.ts';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.ts';
import { startEditor } from './serve.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '5851' } } });
const images = join(process.cwd(), 'docs', 'images');
const pane = (page: Page) => page.frameLocator('#preview-pane');
const framed = (page: Page): FrameLocator => pane(page).frameLocator('iframe');

/** Opens an entry of "Other pages" and waits for its built page in the preview. */
async function open(page: Page, url: string, entry: string) {
  await page.goto(url);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Other pages' }).click();
  await page.getByText(entry, { exact: true }).click();
  await expect(pane(page).getByTestId('preview-status')).toContainText('The page as built at', { timeout: 120_000 });
  await expect(framed(page).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
}

/** The price card's counter without {vouchers}: the field shows the build's message, the pane says it is not shown. */
async function refusedField(page: Page, url: string) {
  await open(page, url, '/ and /deal (the words around the offer)');
  const field = page.getByLabel('Claimed', { exact: true });
  await field.scrollIntoViewIfNeeded();
  await field.fill('');
  await field.pressSequentially('{claimed} claimed this week.');
  await field.blur();
  await expect(pane(page).getByTestId('preview-draft')).toContainText('Not shown', { timeout: 30_000 });
  await page.screenshot({ path: join(images, 'content-editor-error.png') });
}

/** "Show more reviews" retyped below the list: the pane shows it where the reader had scrolled to. */
async function typedInPlace(page: Page, url: string) {
  await open(page, url, '/reviews/ (customer reviews)');
  const more = framed(page).getByRole('button', { name: 'Show more reviews' });
  await more.scrollIntoViewIfNeeded();
  const field = page.getByLabel('More', { exact: true });
  await field.scrollIntoViewIfNeeded();
  await field.fill('');
  await field.pressSequentially('Read more reviews');
  await expect(framed(page).getByRole('button', { name: 'Read more reviews' })).toBeInViewport({ timeout: 30_000 });
  await page.screenshot({ path: join(images, 'content-editor-in-place.png') });
}

if (!existsSync(join(brandDist('main'), '_headers')))
  throw new Error('Build main first: npm run build -- --brand main');
const dist = mkdtempSync(join(tmpdir(), 'content-editor-shots-'));
// A copy newer than every content file: the preview shows it at once instead of building main.
cpSync(brandDist('main'), join(dist, 'main'), { recursive: true });
const editor = await startEditor(Number(values.port), { distRoot: dist, brand: 'main' });
const executablePath = findChromium()?.path;
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  // Each picture in a fresh browser: the editor starts at its Login page, nothing typed before.
  for (const shot of [refusedField, typedInPlace]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await shot(page, editor.url);
    await page.close();
  }
  console.log(`Wrote ${images}/content-editor-error.png and content-editor-in-place.png`);
} finally {
  await browser.close();
  await editor.close();
  rmSync(dist, { recursive: true, force: true });
}
