import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildSchema, Kind, parse, print, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const execFileAsync = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const schemaPath = path.join(here, 'schema.graphql');
const introspectionPath = path.join(here, 'graphql-env.d.ts');

/** Every operation the site sends (spec §7), with its kind and the variables it declares. */
const REQUIRED: Record<string, { operation: 'query' | 'mutation'; variables: string[] }> = {
  BrowserState: { operation: 'query', variables: [] },
  FAQBrowserLocation: { operation: 'query', variables: [] },
  BrowserLocation: { operation: 'query', variables: [] },
  ServiceRegionPrices: { operation: 'query', variables: ['zipcode'] },
  ServiceRegion: { operation: 'query', variables: ['zipcode'] },
  ZipLookup: { operation: 'query', variables: ['zipcode'] },
  DealsHome: { operation: 'query', variables: ['first', 'after', 'adTracking', 'filter'] },
  FetchMoreReviews: { operation: 'query', variables: ['first', 'after', 'last', 'before', 'adTracking', 'filter'] },
  GetAvailableVouchers: { operation: 'query', variables: [] },
  PurchaseVoucher: { operation: 'mutation', variables: ['input'] },
  GetSurveySources: { operation: 'query', variables: [] },
  PostPurchaseSurvey: { operation: 'mutation', variables: ['input'] },
  RegisterLead: { operation: 'mutation', variables: ['input'] },
  VoucherPriceAndIntent: { operation: 'query', variables: ['voucherOption', 'numHours', 'zipcode', 'campaignId'] },
  DealsReferralData: { operation: 'query', variables: ['code'] },
  JoinVoucherWaitlist: { operation: 'mutation', variables: ['input'] },
  LMCPolicyQuery: { operation: 'query', variables: [] },
  MembershipPricing: { operation: 'query', variables: ['code'] },
};

/**
 * Every document module of src/: each island's `graphql/` folder (its documents and fragments, one
 * per module), the build's (src/buildData/graphql/) and the spec's operations no island sends
 * (src/graphql/operations/).
 */
function gqlModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return gqlModules(full);
    const folder = path.relative(root, dir);
    const documents = path.basename(dir) === 'graphql' ? folder !== 'src/graphql' : folder === 'src/graphql/operations';
    return documents && /^\w+\.ts$/.test(entry.name) ? [full] : [];
  });
}

const exported = (
  await Promise.all(
    gqlModules(path.join(root, 'src')).map(async (file) =>
      Object.entries((await import(file)) as Record<string, DocumentNode>).map(
        ([name, document]) => [name, document, path.relative(root, file)] as const,
      ),
    ),
  )
).flat();
/** The operations (a fragment's module exports only its fragment). */
const documents = exported
  .filter(([, document]) => document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION))
  .map(([name, document]) => [name, document] as [string, DocumentNode]);

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const definitions = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  expect(definitions).toHaveLength(1);
  return definitions[0] as OperationDefinitionNode;
}

describe('operations', () => {
  const schema = buildSchema(readFileSync(schemaPath, 'utf8'));

  it.each(documents)('%s is valid against schema.graphql', (_name, document) => {
    expect(validate(schema, document)).toEqual([]);
    // What goes over the wire is the printed document; graphql-js must read it back the same.
    expect(validate(schema, parse(print(document)))).toEqual([]);
  });

  it('each document module holds one document or fragment, named as exported and as its file', () => {
    for (const [name, document, file] of exported) {
      // The module's own definition comes first; the fragments it spreads travel after it.
      const [definition] = document.definitions;
      expect(path.basename(file, '.ts'), file).toBe(name);
      expect(definition && 'name' in definition ? definition.name?.value : undefined, file).toBe(name);
    }
  });

  it('are exactly the required operations, each a separate document named as exported', () => {
    const names = documents.map(([, document]) => operationOf(document).name?.value);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(REQUIRED).sort());
    for (const [exportName, document] of documents) {
      // One operation per document; the fragments it spreads (their own modules) travel with it.
      expect(document.definitions.filter((d) => d.kind !== Kind.FRAGMENT_DEFINITION)).toHaveLength(1);
      expect(operationOf(document).name?.value).toBe(exportName);
    }
  });

  it.each(documents)('%s has the required kind and variables', (name, document) => {
    const operation = operationOf(document);
    const required = REQUIRED[name]!;
    expect(operation.operation).toBe(required.operation);
    expect(operation.variableDefinitions?.map((v) => v.variable.name.value) ?? []).toEqual(required.variables);
  });
});

describe('graphql-env.d.ts', () => {
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('gql.tada/package.json')), 'bin/cli.js');
  let tmp = '';

  beforeAll(async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'publicweb-gql-tada-'));
  });
  afterAll(async () => {
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  /** Runs the same CLI as the `graphql:generate` script, writing to `output` instead. */
  async function generate(tsconfig: string, output: string): Promise<string> {
    await execFileAsync(process.execPath, [cli, 'generate', 'output', '--tsconfig', tsconfig, '--output', output], {
      cwd: root,
    });
    return readFile(output, 'utf8');
  }

  /** The committed file is the CLI's output run through Prettier; compare modulo formatting. */
  async function normalize(source: string): Promise<string> {
    const options = await prettier.resolveConfig(introspectionPath);
    return prettier.format(source, { ...options, filepath: introspectionPath });
  }

  it('is what gql-tada generates from schema.graphql today (regenerate it when the schema changes)', async () => {
    const regenerated = await generate(path.join(root, 'tsconfig.json'), path.join(tmp, 'graphql-env.d.ts'));
    const committed = await readFile(introspectionPath, 'utf8');
    expect(await normalize(committed), 'run: npm run graphql:generate').toBe(await normalize(regenerated));
  }, 30_000);

  it('changes when the schema changes, so the check above would notice', async () => {
    const schema = await readFile(schemaPath, 'utf8');
    await writeFile(path.join(tmp, 'schema.graphql'), `${schema}\nextend type Query {\n  staleCheck: Int\n}\n`);
    await writeFile(
      path.join(tmp, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          plugins: [
            { name: 'gql.tada/ts-plugin', schema: './schema.graphql', tadaOutputLocation: './changed-env.d.ts' },
          ],
        },
      }),
    );
    const changed = await generate(path.join(tmp, 'tsconfig.json'), path.join(tmp, 'changed-env.d.ts'));
    expect(changed).toContain('staleCheck');
    const committed = await readFile(introspectionPath, 'utf8');
    expect(await normalize(committed)).not.toBe(await normalize(changed));
  }, 30_000);
});
