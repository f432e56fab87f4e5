const FOCUSABLE = 'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Progressive enhancement of the mobile menu <dialog>: opens/closes it where invoker commands
 * are missing, closes it on a click outside where `closedby` is missing, and wraps Tab so focus
 * stays inside while it is open.
 */
export function enhanceMobileMenu(root: Document): void {
  const dialog = root.querySelector<HTMLDialogElement>('[data-mobile-menu]');
  if (!dialog) return;
  if (!('command' in HTMLButtonElement.prototype)) {
    root.querySelector('[data-menu-open]')?.addEventListener('click', () => dialog.showModal());
    dialog.querySelector('[data-menu-close]')?.addEventListener('click', () => dialog.close());
  }
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility());
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && root.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && root.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
}
