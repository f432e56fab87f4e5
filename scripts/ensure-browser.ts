/** Makes sure a Chromium is available for the e2e suite and says which one is used. */
import { ensureChromium } from './lib/chromium.ts';

const choice = ensureChromium();
console.log(`e2e browser: ${choice.source}`);
