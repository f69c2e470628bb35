import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'server/**/*.test.ts', 'content/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
    // the PostgreSQL runs need a server: .ci/run starts a throwaway cluster and sets TEST_DATABASE_URL
    exclude: process.env.TEST_DATABASE_URL ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*-pg.test.ts'],
    environment: 'node',
    // vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time and a core left idle.
    // Two at once: the suites wait on PostgreSQL, on child processes and on scrypt as much as they compute.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    // a beforeAll that builds or migrates takes more than the default 10 s on a loaded 2-core machine
    hookTimeout: 60_000,
  },
});
