import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    // the PostgreSQL runs need a server: .ci/run starts a throwaway cluster and sets TEST_DATABASE_URL
    exclude: process.env.TEST_DATABASE_URL ? ['**/node_modules/**'] : ['**/node_modules/**', '**/*-pg.test.ts'],
    environment: 'node',
    // vitest's default is one worker fewer than the cores: on CI's two cores, one file at a time and a core left idle.
    // Two at once: the suites wait on PostgreSQL, on child processes and on scrypt as much as they compute.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 60_000,
    // a beforeAll that builds or migrates takes more than the default 10 s on a loaded 2-core machine
    hookTimeout: 60_000,
    projects: [
      // lib/ and content/ are pure (no I/O, no globals, no mocks): one worker keeps the modules it imported for its next
      // file instead of importing the bidder and the catalogues again, which was two thirds of their CPU time
      { extends: true, test: { name: 'pure', include: ['lib/**/*.test.ts', 'content/**/*.test.ts'], isolate: false } },
      // the server's and the routes' tests set environment variables and open the app's one store: each file alone;
      // bench/support's tests check the benches' arithmetic (the double-dummy bench's, without its solver)
      { extends: true, test: { name: 'server', include: ['server/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/support/**/*.test.ts'] } },
    ],
  },
});
