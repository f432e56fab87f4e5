/**
 * A first start that cannot go on says why in one sentence: PGlite reports a full disk as a WASI
 * errno (51, "ErrnoError { errno: 51 }"), which prepareDatabase turns into a StartupError.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('./db/connection.ts', () => ({
  openDatabase: () => {
    class ErrnoError extends Error {
      errno = 51;
    }
    return Promise.reject(new ErrnoError('FS error'));
  },
}));

const { prepareDatabase, StartupError } = await import('./server.ts');

describe('a first start on a full disk', () => {
  it('fails with one sentence that says the disk is full', async () => {
    const failure = await prepareDatabase({ PGLITE_DIR: '/srv/publicweb/pglite' }, () => {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toBe(
      'Database: the disk is full (/srv/publicweb/pglite): free some space and start again.',
    );
    expect((failure as Error).message).not.toContain('\n');
  });
});
