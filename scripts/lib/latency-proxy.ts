/**
 * A TCP proxy on the loopback that puts a database "far away": every chunk is passed on half the
 * round trip `roundTripMs` later, in each direction, in order. For the purchase tests and figures
 * at a distance (api/operator.test.ts, `npm run bench:api`).
 */
import { connect, createServer, type Socket } from 'node:net';

export type LatencyProxy = {
  port: number;
  /** `url` (a postgres:// address) with its host and port replaced by the proxy's. */
  through(url: string): string;
  close(): Promise<void>;
};

/** Passes what `from` sends to `to`, `delayMs` later, in order. */
function delayed(from: Socket, to: Socket, delayMs: number): void {
  from.on('data', (chunk: Buffer) => {
    if (delayMs <= 0) to.write(chunk);
    else setTimeout(() => to.writable && to.write(chunk), delayMs);
  });
  from.on('end', () => setTimeout(() => to.end(), delayMs));
}

export async function startLatencyProxy(target: { host: string; port: number }, roundTripMs: number) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    delayed(client, upstream, roundTripMs / 2);
    delayed(upstream, client, roundTripMs / 2);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  return {
    port,
    through(url: string) {
      const address = new URL(url);
      address.hostname = '127.0.0.1';
      address.port = String(port);
      return address.toString();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  } satisfies LatencyProxy;
}
