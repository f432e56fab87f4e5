/**
 * api/graphql/resolvers-types.ts is generated from src/graphql/schema.graphql by graphql-codegen
 * (codegen.ts; `npm install` and `npm run check` write it, git does not keep it). This fails when
 * the file on disk is stale: the schema changed and neither has run since.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const target = 'api/graphql/resolvers-types.ts';

async function generated(schema: string): Promise<string> {
  const outputs = (await generate({ ...config, cwd: root, schema, silent: true }, false)) as {
    filename: string;
    content: string;
  }[];
  const output = outputs.find((o) => o.filename.endsWith(target));
  if (!output) throw new Error(`graphql-codegen produced no ${target}`);
  return output.content;
}

describe('resolver types', () => {
  it('are up to date with the schema (run `npm run graphql:resolver-types`)', async () => {
    const onDisk = await readFile(`${root}${target}`, 'utf8');
    expect(await generated(`${root}src/graphql/schema.graphql`)).toBe(onDisk);
  }, 60_000);

  it('change when the schema changes, so the check above would notice', async () => {
    const schema = await readFile(`${root}src/graphql/schema.graphql`, 'utf8');
    const changed = await generated(`${schema}\nextend type Query {\n  staleCheck: Int\n}\n`);
    expect(changed).toContain('staleCheck');
  }, 60_000);
});
