// The unit tests that can kill a mutant of server/ or lib/teach (stryker.config.mjs): the same settings as
// vitest.config.mts, without the suites of the bidder, the lessons and the content, which import neither, and in one
// project (isolated) instead of the base config's two.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.mts';

const shared = Object.fromEntries(Object.entries(base.test ?? {}).filter(([name]) => name !== 'projects'));

export default defineConfig({
  ...base,
  test: {
    ...shared,
    include: ['lib/teach/**/*.test.ts', 'lib/set-api/**/*.test.ts', 'lib/cli/pbn-corpus.test.ts', 'server/**/*.test.ts', 'app/api/**/*.test.ts'],
  },
});
