/**
 * The API as it is deployed, `node api/server.ts`, as a child process on a free loopback port: for
 * api/multi-process.test.ts, api/restart.test.ts and the soak test (scripts/soak-api.ts).
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { API_PATH } from '../../src/graphql/endpoint.ts';
import { freePort } from './system.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type ApiProcess = {
  process: ChildProcessByStdio<null, Readable, Readable>;
  /** Its GraphQL address. */
  url: string;
  /** What it has written to stdout and stderr so far. */
  output: () => string;
  /** Settles once the process has exited. */
  exited: Promise<void>;
};

export type ApiProcessOptions = {
  /**
   * Wait by sending requests until one is answered (up to 120 s), instead of for the "API ready at"
   * line, which a LOG_LEVEL above info hides.
   */
  probe?: boolean;
  /** Node options before the script, e.g. `--trace-gc` (the soak reads the live heap from it). */
  nodeArgs?: string[];
};

/**
 * Starts the API with `env` over this process's environment (PORT and HOST set here) and resolves
 * once it is ready; rejects with its output when it exits (or, probing, stays silent) first.
 */
export async function startApiProcess(
  env: Record<string, string>,
  { probe = false, nodeArgs = [] }: ApiProcessOptions = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, 'api/server.ts'], {
    cwd: root,
    // No drain window unless asked: tests and tools stop their processes at once.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}${API_PATH}`;
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!probe && output.includes('API ready at')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`API exited (${code ?? signal}) before ready:\n${output}`)));
    if (!probe) return;
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 120_000);
    const attempt = async () => {
      try {
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-graphql-client-name': 'publicweb' },
          body: '{"query":"{ lmcHours }"}',
        });
        clearTimeout(timer);
        resolve();
      } catch {
        setTimeout(() => void attempt(), 250);
      }
    };
    void attempt();
  });
  return { process: child, url, output: () => output, exited };
}
