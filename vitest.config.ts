import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // graphql@17 has a separate development build; without this, Vite loads it for the API code
  // while Node loads the normal build for graphql-yoga, and two GraphQLError classes result.
  ssr: { resolve: { conditions: ['module', 'node'] } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'build-data/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'brands/**/*.test.ts',
      'api/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: 'node',
    restoreMocks: true,
    // The API's JSON logs stay out of test output (tests that read logs pass their own logger).
    env: { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent' },
  },
});
