/**
 * `npm run content` (docs/content.md): a marketer opens the editor, changes a service page's
 * headline, publishes, rebuilds the brand and sees the new headline on the built page; a headline
 * over its limit shows the build's own message and is not saved. The file is restored afterwards.
 * Runs once (main brand); the rebuild goes to a temporary folder so the served dist/ is untouched.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { buildDataDir } from '../../build-data/dist.ts';
import { serveBrand, serverOrigin } from '../../scripts/serve.ts';
import { startEditor } from '../../scripts/content-editor/serve.ts';

const file = join(process.cwd(), 'src', 'content', 'services', 'deep-cleaning.md');
const port = Number(process.env['PW_PORT_BASE'] ?? 4401) + 89;

function build(brand: string, dist: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build.ts', '--brand', brand], {
      env: { ...process.env, PUBLICWEB_DIST: dist },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

test.describe('content editor', () => {
  test.setTimeout(900_000);
  // One editor (one port) for the whole file.
  test.describe.configure({ mode: 'serial' });

  let original: string;
  let editor: { url: string; close: () => Promise<void> };
  let dist: string;
  let site: Server | undefined;

  test.beforeAll(async () => {
    original = readFileSync(file, 'utf8');
    editor = await startEditor(port);
    dist = mkdtempSync(join(tmpdir(), 'content-editor-dist-'));
    // The build data (API snapshot, directory) is the same; copying it saves minutes.
    if (existsSync(buildDataDir)) cpSync(buildDataDir, join(dist, '.cache', 'data'), { recursive: true });
  });
  test.afterAll(async () => {
    if (original) writeFileSync(file, original);
    await editor?.close();
    site?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  test('changes a service page’s headline, saves, and the rebuilt page shows it', async ({ page }) => {
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

    await build('main', dist);
    site = await serveBrand('main', port + 1, '127.0.0.1', undefined, { root: join(dist, 'main') });
    await page.goto(`${serverOrigin(site)}/services/deep-cleaning`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
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
