import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The API's tests that are about PGlite, the embedded engine (project `pglite`): a crash and
 * restart on its data directory, its kept plans, a full disk at its first start, and a smoke of a
 * purchase, a rush on one key and a reviews walk (api/pglite.test.ts); with them every operation's
 * values as PGlite returns them (operations.test.ts also runs in the whole suite).
 */
const PGLITE_BOUND = [
  'api/pglite.test.ts',
  'api/restart.test.ts',
  'api/startup.test.ts',
  'api/db/connection.test.ts',
  'api/operations.test.ts',
];
/** Which files of the whole suite (project `api`) each engine leaves out: the other engine's own. */
const PGLITE_ONLY = ['api/pglite.test.ts', 'api/restart.test.ts', 'api/startup.test.ts'];
const POSTGRES_ONLY = ['api/db-faults.test.ts', 'api/multi-process.test.ts', 'api/operator.test.ts'];
const onPostgres = Boolean(process.env['DATABASE_URL']);

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // graphql@17 has a separate development build; without this, Vite loads it for the API code
  // while Node loads the normal build for graphql-yoga, and two GraphQLError classes result.
  ssr: { resolve: { conditions: ['module', 'node'] } },
  test: {
    // Four projects: the API's tests share one seeded database per run (api/test-global-setup.ts),
    // which the other tests do not need. `npm run test:unit` runs `unit` and the whole API suite
    // (`api`) on PGlite; `npm run test:api:pg` runs `api` on PostgreSQL. `npm test` runs the whole
    // API suite once, on PostgreSQL, and beside it `npm run test:unit:core`: `unit` and `pglite`,
    // the API's tests about the embedded engine, on PGlite. `npm run test:built` reads the built sites.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // One worker thread's modules and globals serve file after file (no new process, environment
          // and imports per file: half the project's CPU); tests/lib/eachFileFresh.ts empties what a
          // file can leave behind before the next starts.
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/lib/eachFileFresh.ts'],
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'build-data/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/lib/**/*.test.ts',
            'brands/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(onPostgres ? PGLITE_ONLY : POSTGRES_ONLY)],
          // On PostgreSQL (npm run test:api:pg, in npm test) the files share their worker's modules
          // (a third less CPU): none of them mocks a module, and each opens its own database.
          ...(onPostgres ? ({ pool: 'threads', isolate: false } as const) : {}),
          globalSetup: ['api/test-global-setup.ts'],
        },
      },
      {
        // Always PGlite, whatever DATABASE_URL says (api/test-global-setup.ts reads the project's env).
        extends: true,
        test: {
          name: 'pglite',
          include: PGLITE_BOUND,
          env: { DATABASE_URL: '' },
          globalSetup: ['api/test-global-setup.ts'],
        },
      },
      {
        // The single pass over the built sites (tests/built/site.test.ts): needs `npm run build`
        // first, so `npm test` runs it after the build (`npm run test:built`), not with the others.
        extends: true,
        test: { name: 'built', include: ['tests/built/**/*.test.ts'], testTimeout: 900_000, hookTimeout: 60_000 },
      },
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: 'node',
    // OpenTelemetry's packages resolve to ESM builds with extensionless imports under the 'module'
    // condition above, which Node cannot load: esbuild pre-bundles them for the tests instead
    // (src/telemetry/traces.test.ts, api/trace.test.ts).
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          include: [
            '@opentelemetry/api',
            '@opentelemetry/core',
            '@opentelemetry/sdk-trace-web',
            '@opentelemetry/exporter-trace-otlp-http/build/esm/platform/browser/index.js',
            '@opentelemetry/instrumentation',
            '@opentelemetry/instrumentation-fetch',
            '@opentelemetry/instrumentation-document-load',
            '@opentelemetry/resources',
            '@opentelemetry/semantic-conventions',
          ],
        },
      },
    },
    restoreMocks: true,
    // The API's JSON logs stay out of test output (tests that read logs pass their own logger).
    env: { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent' },
  },
});
