/**
 * The Do Not Sell switch on /privacy/optout/: shows this browser's setting and saves the visitor's
 * choice (./privacy.ts). The page writes it inline, bundled at build time into one small script
 * (src/brand/integration.ts, `virtual:publicweb/inline-script:`), so that the page's first load
 * carries only the privacy rules it uses, not the shared storage-key and privacy modules the
 * telemetry loader also imports. Its sentences are in the page's markup (the form's data-*).
 */
import { browserPrivacySignals, doNotSellFrom, saveDoNotSell } from '#src/telemetry/privacy.ts';

const form = document.querySelector<HTMLFormElement>('[data-dns-form]');
const input = form?.querySelector<HTMLInputElement>('input[name="doNotSell"]');
const current = form?.querySelector<HTMLElement>('[data-dns-current]');
const status = form?.querySelector<HTMLElement>('[data-dns-status]');
const gpcNote = form?.querySelector<HTMLElement>('[data-dns-gpc]');

if (form && input && current && status && gpcNote) {
  const { on: currentOn, off: currentOff, savedOn, savedOff } = form.dataset;
  const gpc = browserPrivacySignals().globalPrivacyControl === true;
  const show = (on: boolean) => {
    current.textContent = (on ? currentOn : currentOff) ?? '';
  };
  const on = doNotSellFrom(browserPrivacySignals());
  // The signal is the visitor's choice: store it so code that reads only the flag obeys it too.
  if (gpc) saveDoNotSell(true);
  input.checked = on;
  input.disabled = gpc;
  gpcNote.hidden = !gpc;
  show(on);
  form.hidden = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const optedOut = gpc || input.checked;
    saveDoNotSell(optedOut);
    show(optedOut);
    status.textContent = (optedOut ? savedOn : savedOff) ?? '';
  });
}
