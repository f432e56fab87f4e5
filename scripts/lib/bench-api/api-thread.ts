/**
 * The API for bench:api, in a worker thread of this process (its own event loop; PGlite runs there
 * too, see serve.ts) on a fresh PGlite database in a temp dir, migrated and seeded (~5 s).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ToMain } from './serve.ts';
import { progress } from '../perfDoc.ts';

function messageOf<T extends ToMain['type']>(worker: Worker, type: T): Promise<Extract<ToMain, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ToMain) => {
      if (message.type !== type) return;
      cleanup();
      resolve(message as Extract<ToMain, { type: T }>);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`API worker exited (code ${code}) before "${type}"`));
    };
    const cleanup = () => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

export type ApiThread = {
  /** Resolves with the GraphQL endpoint once the server listens. */
  url: Promise<string>;
  /** The worker's heap in use after a full garbage collection, in bytes. */
  heap: () => Promise<number>;
  /** Shuts the server down and removes the database. */
  close: () => Promise<void>;
};

export async function startApiThread(): Promise<ApiThread> {
  const dataDir = await mkdtemp(join(tmpdir(), 'publicweb-bench-api-'));
  const worker = new Worker(new URL('./serve.ts', import.meta.url), { workerData: { dataDir } });
  let workerExited = false;
  worker.on('exit', () => (workerExited = true));
  worker.on('error', (error) => console.error('API worker failed:', error));
  worker.on('message', (message: ToMain) => {
    if (message.type === 'log') progress(`  ${message.message}`);
  });
  const url = messageOf(worker, 'ready').then(({ port }) => `http://127.0.0.1:${port}/api/graphql`);
  const heap = async () => {
    const answer = messageOf(worker, 'memory');
    worker.postMessage('memory');
    return (await answer).heapUsed;
  };
  const close = async () => {
    if (!workerExited) {
      const closed = messageOf(worker, 'closed');
      worker.postMessage('close');
      await closed.catch(() => undefined);
      await worker.terminate();
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { url, heap, close };
}
