import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'brands/**/*.test.ts', 'api/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    environment: 'node',
    restoreMocks: true,
  },
});
