/** Makes sure the e2e suite's browsers are available (Chromium; Firefox and WebKit) and says which are used. */
import { ensureChromium, ensureHeadlessShell } from './lib/chromium.ts';
import { ensureEngines } from './lib/engines.ts';

const choice = ensureChromium();
const shell = ensureHeadlessShell();
console.log(
  `e2e browser: ${shell?.source ?? choice.source}${shell ? `; full Chromium for the back/forward cache: ${choice.source}` : ''}`,
);
const engines = ensureEngines();
console.log(
  `other engines: Firefox ${engines.firefox}; WebKit ${engines.webkitDriver} (${engines.miniBrowser}) under ${engines.xvfb}`,
);
