// Mutation testing of server/ and lib/teach (issue 38 §4): on demand with `npm run mutate`, never in CI.
// The reports go to reports/ (git-ignored): reports/mutation/mutation.json and .html, and the incremental file that
// lets a re-run test only the mutants whose code or tests changed.
// Left out of `mutate`: tests and test support (test-support/ is outside the mutated folders; server/fixtures/), and server/migrations/ — frozen history whose SQL strings are checked by the migration tests on a real
// database; mutating them is noise (every string literal of a DDL statement), not a gap in the tests.
// The tests run on SQLite only (TEST_DATABASE_URL unset) to keep a run near an hour on two cores; the PostgreSQL-only
// lock clauses are therefore reported as survivors or no coverage, and they are named in the README.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.mts' },
  mutate: [
    'server/**/*.ts',
    'lib/teach/**/*.ts',
    '!**/*.test.ts',
    '!server/fixtures/**',
    '!server/migrations/**',
  ],
  ignorePatterns: ['.next', 'reports', 'test-results', 'e2e/artifacts', 'data', '.alone', '.probe', 'out'],
  coverageAnalysis: 'perTest',
  // a static mutant (in a module-level constant) needs every test again: left out, and counted as ignored
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  concurrency: 1,
  timeoutMS: 20000,
  // the first run of every test, on a machine shared with other work, takes minutes
  dryRunTimeoutMinutes: 60,
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
