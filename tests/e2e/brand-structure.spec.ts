/**
 * The premise that lets the browser walks of every template run on a few brands
 * (tests/lib/brandGroups.ts): every brand's template pages have the element structure of the same
 * page on one of the TEMPLATE_BRANDS once names, colours and words are set aside
 * (tests/lib/markupShape.ts: tags, attribute names and structural attribute values of <body>; an
 * icon counts as one element, a list's length is left out). A brand whose markup differs in
 * another way needs its own walks: add it to TEMPLATE_BRANDS. The head is read on every brand by
 * tests/built/site.test.ts (robots, canonical, structured data) and deploy.spec.ts (script hashes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { brandDist } from '../../build-data/dist.ts';
import { fileForPath } from '../../scripts/lib/site-pages.ts';
import { listBrandKeys } from '../../src/brand/load.ts';
import { TEMPLATE_BRANDS } from '../lib/brandGroups.ts';
import { listShape, markupShape, shapeDifference } from '../lib/markupShape.ts';
import { expect, templatePages, test } from './fixtures.ts';

/**
 * Markup a brand's config chooses: the footer's social links (which networks a brand lists is its
 * `social` config; shell.spec.ts checks them per brand), and the reviews island, whose pre-rendered
 * lists follow the sort a brand's home copy chooses (`reviewSort`; reviews.spec.ts on the feature brands).
 */
const CONFIG_MARKUP = [/aria-label="Social media"/, /<astro-island\b[^>]*component-url="[^"]*\/Reviews\./];

const shapeOf = (brand: string, path: string): string[] | undefined => {
  const file = fileForPath(brandDist(brand), path);
  return file ? listShape(markupShape(readFileSync(file, 'utf8'), CONFIG_MARKUP)) : undefined;
};

test('every brand’s template pages have the structure of a template brand’s, names, colours and words aside', async () => {
  test.setTimeout(120_000);
  // The brands of this run (PW_BRANDS), every one of them built.
  const only = process.env['PW_BRANDS']?.split(',').filter(Boolean);
  const brands = listBrandKeys().filter((brand) => !only || only.includes(brand) || TEMPLATE_BRANDS.includes(brand));
  const missing = brands.filter((brand) => !existsSync(brandDist(brand)));
  expect(missing, 'brands to build first (npm run build -- --brand <key>)').toEqual([]);

  const differences: string[] = [];
  let compared = 0;
  for (const brand of brands.filter((key) => !TEMPLATE_BRANDS.includes(key))) {
    const paths = templatePages(brand);
    expect(paths, `${brand}: the templates of main`).toEqual(templatePages('main'));
    for (const path of paths) {
      const own = shapeOf(brand, path)!;
      const found = TEMPLATE_BRANDS.map((template) => {
        const theirs = shapeOf(template, path);
        return theirs ? shapeDifference(own, theirs) : `${template} has no ${path}`;
      });
      compared += 1;
      if (found.every((difference) => difference !== null)) differences.push(`${brand} ${path}: ${found[0]}`);
    }
  }
  test.info().annotations.push({ type: 'compared', description: `${compared} pages` });
  expect(differences, 'pages whose structure no template brand shares').toEqual([]);
});
