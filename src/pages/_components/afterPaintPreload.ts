/**
 * The deal page's inline script that inserts its idle islands' `modulepreload` links a task after
 * the first frame (./AfterPaintPreload.astro), so they never compete with what that frame paints.
 * Bundled and minified into the page (`virtual:publicweb/inline-script:`, src/brand/integration.ts).
 */
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-pw-after-paint]')) {
      template.remove();
      document.head.append(template.content);
    }
  }),
);
