/** Makes sure a Chromium is available for the e2e suite and says which one is used. */
import { ensureChromium, ensureHeadlessShell } from './lib/chromium.ts';

const choice = ensureChromium();
const shell = ensureHeadlessShell();
console.log(
  `e2e browser: ${shell?.source ?? choice.source}${shell ? `; full Chromium for the back/forward cache: ${choice.source}` : ''}`,
);
