import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandConfigError, baseUrlVariable, brandsDir, loadAllBrands, loadBrand, parseBrand } from './load.ts';
import mainBrand from '../../brands/main.ts';

describe('the ten brand files', () => {
  it('all pass the schema', async () => {
    const brands = await loadAllBrands({});
    expect([...brands.keys()]).toHaveLength(10);
    expect(new Set([...brands.values()].map((brand) => brand.kind))).toEqual(
      new Set(['main', 'local', 'partner-platform', 'staging', 'white-label']),
    );
    expect([...brands.values()].filter((brand) => brand.kind === 'white-label')).toHaveLength(6);
  });

  it('make exactly three brands indexable: the main brand and two white-labels', async () => {
    const indexable = [...(await loadAllBrands({})).values()].filter((brand) => brand.indexable);
    expect(indexable.map((brand) => brand.kind).sort()).toEqual(['main', 'white-label', 'white-label']);
  });

  it('take the base address from BASE_URL_<KEY>, else the production domain', async () => {
    expect((await loadBrand('maple-and-mop', {})).baseUrl).toBe('https://www.mapleandmop.example');
    const staged = await loadBrand('maple-and-mop', { [baseUrlVariable('maple-and-mop')]: 'https://qa.example.net/' });
    expect(baseUrlVariable('maple-and-mop')).toBe('BASE_URL_MAPLE_AND_MOP');
    expect(staged.baseUrl).toBe('https://qa.example.net');
  });

  it('read the logo size from the SVG viewBox', async () => {
    const { logoSize } = await loadBrand('main', {});
    expect(logoSize.width).toBeGreaterThan(logoSize.height);
  });
});

describe('a broken brand config', () => {
  const reject =
    (file: unknown, env: Record<string, string> = {}) =>
    () =>
      parseBrand('broken', file, env);

  it('names the brand and the field for a bad colour', () => {
    const file = { ...mainBrand, theme: { ...mainBrand.theme, color: { ...mainBrand.theme.color, brand: 'teal' } } };
    expect(reject(file)).toThrow(
      new BrandConfigError('Brand "broken": field "theme.color.brand" must be a six-digit hex colour such as #1f6feb'),
    );
  });

  it('names a missing field', () => {
    const file: Partial<typeof mainBrand> = { ...mainBrand };
    delete file.appName;
    expect(reject(file)).toThrow(/^Brand "broken": field "appName" /);
  });

  it('rejects an unknown field, so typos do not pass silently', () => {
    expect(reject({ ...mainBrand, indexible: true })).toThrow(/^Brand "broken": field "indexible" /);
  });

  it('rejects a social link that is not an https URL', () => {
    expect(reject({ ...mainBrand, social: { facebook: 'facebook.com/x' } })).toThrow(
      /^Brand "broken": field "social.facebook" must be an absolute URL/,
    );
  });

  it('says when the bad base address came from the environment', () => {
    expect(reject(mainBrand, { BASE_URL_BROKEN: 'https://staging.example.com/shop' })).toThrow(
      'Brand "broken": field "baseUrl" must be scheme and host only, with no path or trailing slash (from BASE_URL_BROKEN)',
    );
  });

  it('rejects a logo file that does not exist', () => {
    expect(reject({ ...mainBrand, logo: 'assets/logos/nope.svg' })).toThrow(
      'Brand "broken": field "logo" points to a missing file: brands/assets/logos/nope.svg',
    );
  });

  it('rejects a favicon set that does not exist', () => {
    expect(reject({ ...mainBrand, faviconKey: 'nope' })).toThrow(
      /^Brand "broken": field "faviconKey" names a favicon set/,
    );
  });

  it('stops loading when any one brand file is broken, and lists known keys for an unknown one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'brands-'));
    cpSync(join(brandsDir, 'assets'), join(dir, 'assets'), { recursive: true });
    const schema = join(brandsDir, '..', 'src', 'brand', 'schema.ts');
    writeFileSync(
      join(dir, 'good.ts'),
      `import { defineBrand } from '${schema}';\nimport main from '${join(brandsDir, 'main.ts')}';\nexport default defineBrand({ ...main, domain: 'www.good.example' });\n`,
    );
    await expect(loadBrand('missing', {}, dir)).rejects.toThrow('Unknown brand "missing". Known brands: good');
    writeFileSync(join(dir, 'bad.ts'), `export default { appName: '' };\n`);
    await expect(loadBrand('good', {}, dir)).rejects.toThrow(/^Brand "bad": field /);
  });

  it('rejects two brands on one domain', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'brands-'));
    cpSync(join(brandsDir, 'assets'), join(dir, 'assets'), { recursive: true });
    for (const key of ['one', 'two']) {
      writeFileSync(join(dir, `${key}.ts`), `export { default } from '${join(brandsDir, 'main.ts')}';\n`);
    }
    await expect(loadAllBrands({}, dir)).rejects.toThrow('Brand "two": field "domain" is already used by brand "one"');
  });
});
