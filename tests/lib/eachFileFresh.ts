/**
 * Vitest's set-up of project `unit` (vitest.config.ts), run before every test file. The project's
 * files share their worker (`isolate: false`: no new worker, environment and imports per file,
 * which halves the project's CPU), so what one file can leave in a shared place is emptied here
 * before the next file starts: the modules' own state (they load again), stubbed globals and
 * environment variables, fake timers, the page's DOM, storage and cookies, and the error queue.
 */
import { vi } from 'vitest';

vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
globalThis.__publicwebErrors = undefined;
if (typeof document !== 'undefined') {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  // An island's lazy code (the zip lookup's answering module, say) can take more than Testing
  // Library's default second to load on a busy machine; what a test waits for is the same.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
