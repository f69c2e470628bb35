// Browser tests (e2e/**/*.e2e.ts): a production build served by `next start`, driven by Debian's Chromium
// through playwright-core. `npm run e2e`; set E2E_BASE_URL to test a server that is already running.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    // Two cores: one server, at most two test files (each with its own browser) at a time. Three were 14 % faster on a
    // subset of six middle-sized files but slower on the whole suite, where the heaviest files then run together.
    maxWorkers: 2,
    // A worker keeps the modules it imported (lib/, playwright-core) for its next file instead of importing them
    // again: the files share no state but what support/ sets up per file (issue 24).
    isolate: false,
    // Generous: axe on a long page at two widths takes tens of seconds on a loaded 2-core machine.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // A build can take minutes on two cores; the global setup waits for it.
    teardownTimeout: 30_000,
  },
});
