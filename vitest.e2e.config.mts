// Browser tests (e2e/**/*.e2e.ts): a production build served by `next start`, driven by Debian's Chromium
// through playwright-core. `npm run e2e`; set E2E_BASE_URL to test a server that is already running.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** The files that measure the server under a flood, each on servers of its own (no global server). */
const FLOOD = ['e2e/flood.e2e.ts'];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
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
    // The flood tests measure how long a page waits on servers of their own while a flood runs (≤ 1 s): they run after
    // every other file, alone, so that another file's browser does not take the cores they measure (in CI a page once
    // waited 1.26 s while the other worker ran a browser file). One run, one report: two projects, run in order.
    projects: [
      // (include and globalSetup are set per project: a project's arrays are added to the root's, not put in their place)
      {
        extends: true,
        test: { name: 'pages', include: ['e2e/**/*.e2e.ts'], exclude: [...FLOOD, 'node_modules/**'], globalSetup: ['e2e/support/global-setup.ts'], sequence: { groupOrder: 0 } },
      },
      { extends: true, test: { name: 'alone', include: FLOOD, maxWorkers: 1, sequence: { groupOrder: 1 } } },
    ],
  },
});
