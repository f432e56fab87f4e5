/**
 * The bench:api worker thread: the API server on a fresh PGlite database in `workerData.dataDir`,
 * on 127.0.0.1 with an OS-assigned port. Posts 'ready' with its port; answers 'memory' with its
 * heap after a full garbage collection; on 'close', shuts down and posts 'closed'.
 */
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createLogger } from '#api/log.ts';
import { defaultRateLimits } from '#api/rate-limit.ts';
import { createApiServer, prepareDatabase } from '#api/server.ts';

export type ToMain =
  | { type: 'log'; message: string }
  | { type: 'ready'; port: number }
  | { type: 'closed' }
  | { type: 'memory'; heapUsed: number };

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };
// Logged through the main thread, in order with 'ready' (a worker's console output is asynchronous).
const db = await prepareDatabase({ ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '' }, (message: string) =>
  port.postMessage({ type: 'log', message } satisfies ToMain),
);
const server = createApiServer(db, true, {
  logger: createLogger({ level: 'silent' }),
  // The benchmark is one client: rate limits would measure refusals, not the API.
  rateLimits: Object.fromEntries(
    Object.keys(defaultRateLimits).map((name) => [name, { points: 1e9, duration: 1 }]),
  ) as typeof defaultRateLimits,
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
port.on('message', (message: unknown) => {
  if (message !== 'memory') return;
  gc();
  port.postMessage({ type: 'memory', heapUsed: getHeapStatistics().used_heap_size } satisfies ToMain);
});
port.on('message', (message: unknown) => {
  if (message !== 'close') return;
  void (async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await db.close();
    port.postMessage({ type: 'closed' } satisfies ToMain);
  })();
});
port.postMessage({ type: 'ready', port: (server.address() as AddressInfo).port } satisfies ToMain);
