/** Finding (and on a fresh machine, installing) the Chromium that Playwright drives. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { aptInstall } from './system.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // This machine has no network: background requests to browser services only add noise.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The old headless shell (Debian's `chromium-headless-shell`, Playwright's default for headless runs)
 * renders the same Blink at about half the full browser's CPU: on this machine ten visits of /deal,
 * /checkout/ and / cost 9.5–10.1 CPU s against 22.1–22.5 with `--headless=new`. The e2e suite runs
 * in it; the tests that need what only the full browser has (the back/forward cache) launch
 * `fullChromiumLaunch()` (through `fullBrowser()` in tests/e2e/fixtures.ts).
 */
export const HEADLESS_SHELL_ARGS = CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless'));

export type ChromiumChoice = { path?: string; source: string };

/** A browser that is already here: CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's own. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumChoice | undefined {
  const fromEnv = env['CHROMIUM_PATH'];
  if (fromEnv && existsSync(fromEnv)) return { path: fromEnv, source: `CHROMIUM_PATH (${fromEnv})` };
  if (existsSync('/usr/bin/chromium'))
    return { path: '/usr/bin/chromium', source: 'Debian package (/usr/bin/chromium)' };
  try {
    const bundled = chromium.executablePath();
    if (existsSync(bundled)) return { path: bundled, source: `Playwright's Chromium (${bundled})` };
  } catch {
    // Playwright throws when its browser was never downloaded.
  }
  return undefined;
}

/** The headless shell that is already here: CHROMIUM_HEADLESS_SHELL_PATH or Debian's. */
export function findHeadlessShell(env: NodeJS.ProcessEnv = process.env): ChromiumChoice | undefined {
  const fromEnv = env['CHROMIUM_HEADLESS_SHELL_PATH'];
  if (fromEnv && existsSync(fromEnv)) return { path: fromEnv, source: `CHROMIUM_HEADLESS_SHELL_PATH (${fromEnv})` };
  const debian = '/usr/bin/chromium-headless-shell';
  if (existsSync(debian)) return { path: debian, source: `Debian package (${debian})` };
  return undefined;
}

type Launch = { executablePath?: string; args: string[]; source: string };

/** Launch options for the full Chromium in its new headless mode (Playwright's own when none is found). */
export function fullChromiumLaunch(): Launch {
  const full = findChromium();
  return { ...(full?.path ? { executablePath: full.path } : {}), args: CHROMIUM_ARGS, source: full?.source ?? 'none' };
}

/** The e2e suite's browser: the headless shell when there is one, else the full Chromium. */
export function e2eBrowser(): Launch {
  const shell = findHeadlessShell();
  if (shell?.path) return { executablePath: shell.path, args: HEADLESS_SHELL_ARGS, source: shell.source };
  return fullChromiumLaunch();
}

/** Installs Debian's headless shell beside the full browser when it is missing (root with apt-get only). */
export function ensureHeadlessShell(): ChromiumChoice | undefined {
  const found = findHeadlessShell();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium headless shell found: installing Debian package "chromium-headless-shell" with apt-get…');
    try {
      aptInstall('chromium-headless-shell');
    } catch (error) {
      console.log(`Could not install it (${(error as Error).message}); the e2e suite uses the full Chromium.`);
    }
  }
  return findHeadlessShell();
}

/** Finds a browser or installs one: apt-get on Debian as root, else `playwright install chromium`. */
export function ensureChromium(): ChromiumChoice {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing Debian package "chromium" with apt-get…');
    aptInstall('chromium');
  } else {
    console.log('No Chromium found: running `npx playwright install chromium`…');
    spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  }
  const installed = findChromium();
  if (!installed) throw new Error('Could not obtain Chromium. Set CHROMIUM_PATH to a Chromium binary.');
  return installed;
}
