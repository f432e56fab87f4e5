/**
 * The other engines a shopper uses, besides Chromium: Firefox (Debian's `firefox-esr`, driven over
 * WebDriver BiDi by puppeteer-core) and WebKit (Debian's `webkit2gtk-driver`: WebKitWebDriver and
 * the MiniBrowser it drives, in a display of Xvfb's). Found where they are, installed with apt-get
 * on a fresh Debian machine (root), like Chromium (./chromium.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { aptInstall } from './system.ts';

export type Engines = {
  /** Firefox's binary, for puppeteer-core's BiDi launch. */
  firefox: string;
  /** WebKitWebDriver, the WebDriver server of WebKitGTK. */
  webkitDriver: string;
  /** The browser WebKitWebDriver launches (WebKitGTK's MiniBrowser). */
  miniBrowser: string;
  /** The X server the WebKit browser draws in. */
  xvfb: string;
};

const FIREFOX = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';

/** MiniBrowser ships in the library's folder, whose name carries its API version (webkit2gtk-4.1, webkitgtk-6.0). */
function findMiniBrowser(): string | undefined {
  const lib = '/usr/lib/x86_64-linux-gnu';
  const folders = existsSync(lib) ? readdirSync(lib).filter((name) => /^webkit(2)?gtk-[\d.]+$/.test(name)) : [];
  return folders.map((folder) => `${lib}/${folder}/MiniBrowser`).find((path) => existsSync(path));
}

/** The engines that are already here; missing ones are undefined. */
export function findEngines(env: NodeJS.ProcessEnv = process.env): Partial<Engines> {
  const firefox = [env['FIREFOX_PATH'] ?? '', ...FIREFOX].find((path) => path && existsSync(path));
  return {
    ...(firefox ? { firefox } : {}),
    ...(existsSync(WEBKIT_DRIVER) ? { webkitDriver: WEBKIT_DRIVER } : {}),
    ...(findMiniBrowser() ? { miniBrowser: findMiniBrowser()! } : {}),
    ...(existsSync(XVFB) ? { xvfb: XVFB } : {}),
  };
}

/** The Debian package that brings each part. */
const PACKAGES: Record<keyof Engines, string> = {
  firefox: 'firefox-esr',
  webkitDriver: 'webkit2gtk-driver',
  miniBrowser: 'webkit2gtk-driver',
  xvfb: 'xvfb',
};

/** Finds the engines, or installs the missing ones (root with apt-get); throws naming what is still missing. */
export function ensureEngines(): Engines {
  let found = findEngines();
  const missing = () => (Object.keys(PACKAGES) as (keyof Engines)[]).filter((part) => !found[part]);
  if (missing().length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    const packages = [...new Set(missing().map((part) => PACKAGES[part]))];
    console.log(`Installing the other engines' Debian packages with apt-get: ${packages.join(', ')}…`);
    aptInstall(packages);
    found = findEngines();
  }
  if (missing().length) {
    throw new Error(
      `Missing for the Firefox and WebKit walks: ${missing().join(', ')} (Debian: ${PACKAGES.firefox}, webkit2gtk-driver, xvfb).`,
    );
  }
  return found as Engines;
}
