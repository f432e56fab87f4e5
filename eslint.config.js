import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Dependency direction (docs/architecture.md, "Layout and arrows"): pages → layouts → components
 * and islands → telemetry → the bottom layer (domain, schemas, graphql, catalog, lib, directory);
 * src/data → src/copy (the content reader, schemas and rules) → the bottom layer; src/brand imports
 * only the bottom layer; the API → schemas/domain/catalog, the graphql contract and the brand configs (CORS allow-list);
 * build-data → the API and src/; scripts and tests → anything. An import against an arrow fails
 * `npm run lint` (tests/lint/boundaries.test.ts proves each zone fires).
 */
const core = ['./src/domain', './src/schemas', './src/graphql', './src/catalog', './src/lib', './src/directory'];
/** What renders: pages, layouts, components and islands sit above every other folder of src/. */
const rendering = ['./src/pages', './src/layouts', './src/components', './src/islands'];
/** Imports climb at most two folders; further away, a file is named from the root (package.json "imports"). */
const deepRelative = {
  regex: '^(\\.\\./){3,}',
  message: 'Name it from the repository root instead (#src/…, #api/…: package.json "imports").',
};
const boundaryZones = [
  {
    target: './src',
    from: ['./api', './scripts', './build-data', './tests'],
    message:
      'src/ is the site: it never imports the API, scripts, build-data or tests (build data comes through virtual:publicweb/* modules).',
  },
  {
    target: './api',
    from: './src',
    // src/brand: the brand configs give the API its CORS allow-list (api/cors.ts).
    except: ['./graphql', './schemas', './domain', './catalog', './brand'],
    message: 'The API may import only src/graphql, src/schemas, src/domain, src/catalog and src/brand (configs).',
  },
  {
    target: core,
    from: [
      ...rendering,
      './src/data',
      './src/copy',
      './src/content',
      './src/brand',
      './src/styles',
      './src/telemetry',
      './src/buildData',
    ],
    message:
      'src/domain, schemas, graphql, catalog, lib and directory are the bottom layer: they never import pages, components, islands, telemetry or site data.',
  },
  {
    target: './src/telemetry',
    from: [...rendering, './src/styles', './src/content', './src/buildData'],
    message:
      'src/telemetry sits below the components and islands that report to it: it imports only the bottom layer, brand types and site data.',
  },
  {
    target: ['./src/brand', './src/data', './src/content', './src/styles', './src/buildData'],
    from: './src/telemetry',
    message:
      'Brand configs, site data, content, styles and build-data readers never import telemetry (pages, layouts, components and islands do).',
  },
  {
    target: './src/copy',
    from: [...rendering, './src/telemetry', './src/data', './src/brand', './src/styles'],
    message:
      'src/copy (the content reader, schemas, rules and placeholders) sits under site data and pages: it imports only the bottom layer, src/content and build-data types.',
  },
  {
    target: './src/brand',
    from: [...rendering, './src/data', './src/copy', './src/buildData'],
    message:
      'src/brand (the configs, which the API imports too) sits under site data and copy: it imports only the bottom layer; what it needs from above is handed in (astro.config.ts).',
  },
  {
    target: ['./src/components', './src/islands'],
    from: ['./src/pages', './src/layouts'],
    message: 'Components and islands never import pages or layouts.',
  },
  {
    target: './build-data',
    from: ['./scripts', './tests'],
    message: 'build-data/ serves the build; it never imports scripts or tests.',
  },
];

/**
 * Placeholders are filled one way, src/copy/fill.ts (`fill`, `fillParts`), on pages and in islands:
 * never a sentence's own `.replace('{name}', …)` or a split on a brace pattern.
 */
const adHocFills = [
  'CallExpression[callee.property.name=/^(replace|replaceAll|split)$/] > Literal:first-child[value=/^\\{\\w+\\}$/]',
  'CallExpression[callee.property.name=/^(replace|replaceAll|split)$/] > Literal:first-child[regex.pattern=/^\\\\\\{/]',
  'CallExpression[callee.property.name=/^(replace|replaceAll|split)$/] > TemplateLiteral:first-child[quasis.0.value.raw=/^\\{/]',
].map((selector) => ({ selector, message: 'Fill placeholders with src/copy/fill.ts (fill, fillParts).' }));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.astro/', 'test-results/', 'playwright-report/', 'screenshots/', '.dist-*/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Brand data and API answers are typed at the edges; `!` on known-present values reads
      // better than a redundant runtime check, so it is allowed but not encouraged.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // no-cycle follows the imports of these files (import-x reads only .js ones unless told).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: [deepRelative] }],
    },
  },
  {
    // A unit test may reach up for its fixtures (a bottom-layer test compares with the pages).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: boundaryZones.filter((zone) => ![core, './src/copy', './src/brand'].includes(zone.target)),
        },
      ],
    },
  },
  {
    // What runs in the browser (islands and their components) joins the design system's class
    // names from the *Parts.css.ts strings: a recipe brings vanilla-extract's runtime (0.8 KB gzip)
    // with it. Stylesheets and .astro pages, which run at build time, call the recipes (and tests,
    // which compare the two).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.css.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepRelative,
            {
              group: ['**/Button.css.ts'],
              importNames: ['button'],
              message: 'Use buttonClass() (src/components/ui/Button/buttonClass.ts): the recipe ships its runtime.',
            },
            {
              group: ['**/Text.css.ts'],
              importNames: ['text'],
              message: 'Use textClass() (src/components/ui/Text/textClass.ts): the recipe ships its runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', '*.config.{ts,js}', 'tests/**/*.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['api/**/*.ts'],
    // Envelop/Yoga plugins are named useX by convention; they are not React hooks.
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['tests/e2e/**/*.ts', 'tests/e2e-engine/**/*.ts'],
    // Playwright reads a fixture's dependencies from the destructured first argument, which is
    // legitimately empty for fixtures that depend on nothing.
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Code a newcomer reads top to bottom: no function over 80 lines outside tests, no
    // page file over 250. When one grows, each section or step gets a module named for it.
    files: ['{src,api,scripts,build-data,tests/lib,tests/built}/**/*.{js,mjs,ts,tsx,astro}', '*.{js,mjs,ts}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    files: ['src/pages/**/*.{ts,tsx,astro}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    // The rest of src/ fills placeholders one way too (the blocks below add the same selectors to
    // their own no-restricted-syntax lists).
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/copy/fill.ts', 'src/{islands,components,telemetry,pages}/**'],
    rules: { 'no-restricted-syntax': ['error', ...adHocFills] },
  },
  {
    // A component's words are a content schema's: their type is derived from it
    // (PageCopy<'deal'>['options'], src/copy/pages.ts), never written again beside the component;
    // and what an answer means is its code, not its sentence.
    files: ['src/{islands,components,telemetry}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...adHocFills,
        ...['', 'TSIntersectionType > '].flatMap((within) =>
          ['TSTypeLiteral', "TSTypeReference[typeName.name='Record']"].map((shape) => ({
            selector: `TSTypeAliasDeclaration[id.name=/Words$/] > ${within}${shape}`,
            message: "Derive a component's words from their content schema (PageCopy<…>, src/copy/pages.ts).",
          })),
        ),
        // An outcome is recognised by its code (PurchaseErrorCode, src/islands/Checkout/outcomes.ts),
        // never by comparing or searching the sentence that says it.
        ...[
          "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message']",
          "CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|test)$/] MemberExpression[property.name='message']",
          "SwitchStatement > MemberExpression.discriminant[property.name='message']",
        ].map((selector) => ({ selector, message: 'Recognise an outcome by its code, not by its message.' })),
      ],
    },
  },
  {
    // An island fills a placeholder with src/copy/fill.ts alone: the placeholders' records and
    // rules (src/copy/placeholders.ts, rules.ts, placeholderValues.ts) are the build's, never shipped.
    files: ['src/islands/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/copy/placeholders.ts', '**/copy/rules.ts', '**/copy/placeholderValues.ts'],
              allowTypeImports: true,
              message: 'Islands fill placeholders with src/copy/fill.ts (fill, fillParts).',
            },
          ],
        },
      ],
    },
  },
  {
    // No price, tax, distance or count computed in a page file: the arithmetic and its
    // rounding live in src/domain/ with a unit test, and a page writes figures with src/domain/format.ts.
    files: ['src/pages/**/*.{ts,tsx,astro}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', message: 'Compute figures in src/domain/ (with a unit test), not in a page file.' },
      ],
      'no-restricted-syntax': [
        'error',
        ...adHocFills,
        {
          selector: 'CallExpression[callee.property.name=/^(toFixed|toPrecision|toLocaleString)$/]',
          message: 'Write figures with src/domain/format.ts (formatCount, formatMoney, formatRate …).',
        },
      ],
    },
  },
);
