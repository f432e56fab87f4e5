/**
 * The dependency direction of eslint.config.js (docs/architecture.md, "Layout and arrows") is enforced:
 * ESLint's Node API lints small files placed in the tree, and an import against an arrow is an
 * error of import-x/no-restricted-paths while the allowed imports next to it are not.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary errors of `code` as if it were the file `path` (relative to the repository). */
async function violations(path: string, code: string, rule = 'import-x/no-restricted-paths'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe('dependency direction', () => {
  it('src/ never imports the API, scripts or build-data (TypeScript and Astro files)', async () => {
    const code = [
      "import { createApi } from '../../api/app.ts';",
      "import { buildBrands } from '../../scripts/build.ts';",
      "import { distRoot } from '../../build-data/dist.ts';",
      "import { plans } from '../catalog/plans.ts';",
      'export default [createApi, buildBrands, distRoot, plans];',
    ].join('\n');
    const errors = await violations('src/pages/probe.ts', code);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('src/ is the site');
    const astro = `---\nimport { createApi } from '../../api/app.ts';\n---\n<p>{String(createApi)}</p>\n`;
    expect(await violations('src/pages/probe.astro', astro)).toHaveLength(1);
  });

  it('the API imports only the contract, schemas, domain rules, catalogue and brand configs of src/', async () => {
    const code = [
      "import { topStates } from '../src/data/navigation.ts';",
      "import { plans } from '../src/catalog/plans.ts';",
      "import { API_PATH } from '../src/graphql/endpoint.ts';",
      "import { listBrandKeys } from '../src/brand/load.ts';",
      'export default [topStates, plans, API_PATH, listBrandKeys];',
    ].join('\n');
    const errors = await violations('api/probe.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"../src/data/navigation.ts"');
    expect(errors[0]).toContain(
      'The API may import only src/graphql, src/schemas, src/domain, src/catalog and src/brand (configs).',
    );
  });

  it('the bottom layer never imports upwards, nor components and islands pages', async () => {
    const domain = "import { topStates } from '../data/navigation.ts';\nexport default topStates;";
    expect(await violations('src/domain/probe.ts', domain)).toHaveLength(1);
    const island = "import { cityPage } from '../../pages/us/_lib/city/page.ts';\nexport default cityPage;";
    expect(await violations('src/islands/Probe/probe.ts', island)).toHaveLength(1);
  });

  it('src/copy and src/brand sit under site data: neither imports src/data, pages or components', async () => {
    const copy = [
      "import { supportEmail } from '../data/support.ts';",
      "import { homeCopyFor } from '../data/homeCopy.ts';",
      "import { formatUsd } from '../domain/format.ts';",
      "import { hubArticleSchema } from '../content/hub/schema.ts';",
      'export default [supportEmail, homeCopyFor, formatUsd, hubArticleSchema];',
    ].join('\n');
    const copyErrors = await violations('src/copy/probe.ts', copy);
    expect(copyErrors).toHaveLength(2);
    expect(copyErrors[0]).toContain('src/copy (the content reader, schemas, rules and placeholders) sits under');
    const brand = [
      "import { servicePages } from '../data/services.ts';",
      "import { readCollection } from '../copy/content.ts';",
      "import { plans } from '../catalog/plans.ts';",
      'export default [servicePages, readCollection, plans];',
    ].join('\n');
    const brandErrors = await violations('src/brand/probe.ts', brand);
    expect(brandErrors).toHaveLength(2);
    expect(brandErrors[0]).toContain('src/brand (the configs, which the API imports too) sits under');
    const domain = "import { text } from '../copy/rules.ts';\nexport default text;";
    expect(await violations('src/domain/probe.ts', domain)).toHaveLength(1);
    const data = "import { readCollection } from '../copy/content.ts';\nexport default readCollection;";
    expect(await violations('src/data/probe.ts', data)).toHaveLength(0);
  });

  it('browser code never imports a design-system recipe (its runtime); stylesheets may', async () => {
    const [island] = await eslint.lintText(
      "import { button } from '../../components/ui/Button/Button.css.ts';\nexport default button;",
      { filePath: `${root}src/islands/Probe/Probe.tsx` },
    );
    const restricted = island!.messages.filter((message) => message.ruleId === 'no-restricted-imports');
    expect(restricted.map((message) => message.message)).toEqual([
      expect.stringContaining('Use buttonClass()') as string,
    ]);
    const [sheet] = await eslint.lintText(
      "import { text } from '../ui/Text/Text.css.ts';\nexport const heading = text({ size: 'xl' });",
      { filePath: `${root}src/components/Probe/Probe.css.ts` },
    );
    expect(sheet!.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toEqual([]);
  });

  it('build-data never imports scripts', async () => {
    const code = "import { buildBrands } from '../scripts/build.ts';\nexport default buildBrands;";
    expect(await violations('build-data/probe.ts', code)).toHaveLength(1);
  });

  it('telemetry has its own zone: below components and islands, never imported by the API, brand configs or the bottom layer', async () => {
    const upward = "import Header from '../components/Header/Header.astro';\nexport default Header;";
    expect(await violations('src/telemetry/probe.ts', upward)).toEqual([
      expect.stringContaining('src/telemetry sits below the components and islands') as string,
    ]);
    const allowed = "import { UTM_KEY } from '../domain/storageKeys.ts';\nexport default UTM_KEY;";
    expect(await violations('src/telemetry/probe.ts', allowed)).toEqual([]);
    const fromBrand = "import { TELEMETRY_KEYS } from '../telemetry/keys.ts';\nexport default TELEMETRY_KEYS;";
    expect(await violations('src/brand/probe.ts', fromBrand)).toEqual([
      expect.stringContaining('never import telemetry') as string,
    ]);
    expect(await violations('src/domain/probe.ts', fromBrand)).toHaveLength(1);
    const fromApi = "import { TELEMETRY_KEYS } from '#src/telemetry/keys.ts';\nexport default TELEMETRY_KEYS;";
    expect(await violations('api/probe.ts', fromApi)).toHaveLength(1);
    const fromIsland = "import { track } from '#src/telemetry/track.ts';\nexport default track;";
    expect(await violations('src/islands/Probe/probe.ts', fromIsland)).toEqual([]);
  });

  it('a subpath import (#src/…) is held to the same arrows as a relative one', async () => {
    const code = "import { topStates } from '#src/data/navigation.ts';\nexport default topStates;";
    expect(await violations('api/probe.ts', code)).toHaveLength(1);
    expect(await violations('src/pages/probe.ts', code)).toEqual([]);
  });

  it('no import climbs three folders: it names the file from the root instead', async () => {
    const deep = "import { plans } from '../../../catalog/plans.ts';\nexport default plans;";
    expect(await violations('src/pages/us/x/probe.ts', deep, 'no-restricted-imports')).toEqual([
      expect.stringContaining('Name it from the repository root') as string,
    ]);
    expect(await violations('scripts/lib/deploy/probe.ts', deep, 'no-restricted-imports')).toHaveLength(1);
    const named = "import { plans } from '#src/catalog/plans.ts';\nexport default plans;";
    expect(await violations('src/pages/us/x/probe.ts', named, 'no-restricted-imports')).toEqual([]);
  });

  it('import cycles fail', async () => {
    // loader.ts imports keys.ts; were keys.ts to import the loader back, lint fails.
    const code = "import { ERROR_EVENT } from './loader.ts';\nexport default ERROR_EVENT;";
    const [result] = await eslint.lintText(code, { filePath: `${root}src/telemetry/keys.ts` });
    expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
