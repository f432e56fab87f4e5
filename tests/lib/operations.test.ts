import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from './operations.ts';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

/** The document modules (src/graphql/operations.test.ts says where they live). */
function gqlModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return gqlModules(join(dir, entry.name));
    const folder = relative(src, dir);
    const documents = basename(dir) === 'graphql' ? folder !== 'graphql' : folder === join('graphql', 'operations');
    return documents && /^\w+\.ts$/.test(entry.name) ? [join(dir, entry.name)] : [];
  });
}

describe('the tests’ list of operations', () => {
  it('holds every operation document of src/ (each island’s graphql/ folder), and nothing else', async () => {
    const found: string[] = [];
    for (const file of gqlModules(src)) {
      const document = (await import(file))[basename(file, '.ts')] as DocumentNode;
      if (document.definitions[0]?.kind === Kind.OPERATION_DEFINITION) found.push(basename(file, '.ts'));
    }
    expect(Object.keys(operations).sort()).toEqual(found.sort());
  });
});
