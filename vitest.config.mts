import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'server/**/*.test.ts', 'content/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
    // the PostgreSQL runs need a server: .ci/run starts a throwaway cluster and sets TEST_DATABASE_URL
    exclude: process.env.TEST_DATABASE_URL ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*-pg.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
