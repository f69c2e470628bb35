// The unit tests that can kill a mutant of server/ or lib/teach (stryker.config.mjs): the same settings as
// vitest.config.mts, without the suites of the bidder, the lessons and the content, which import neither.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.mts';

export default mergeConfig(base, defineConfig({
  test: {
    include: ['lib/teach/**/*.test.ts', 'lib/set-api/**/*.test.ts', 'lib/cli/pbn-corpus.test.ts', 'server/**/*.test.ts', 'app/api/**/*.test.ts'],
  },
}));
