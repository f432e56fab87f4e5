/**
 * Helpers for the scripts and tests that drive system programs (PostgreSQL, nginx, Chromium, Java,
 * API processes): a free loopback port, and a Debian package installed with apt-get.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** `apt-get update -qq` then `apt-get install -y -qq [options] <name…>`, non-interactive, output shown. */
export function aptInstall(name: string | readonly string[], options: string[] = []): void {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...options, ...(typeof name === 'string' ? [name] : name)], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
