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
