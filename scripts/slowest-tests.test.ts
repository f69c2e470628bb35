import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedTests, formatFailed, formatSlowest, slowestFiles } from './slowest-tests.mjs';

const REPORT = {
  testResults: [
    { name: '/repo/lib/a.test.ts', startTime: 1_000, endTime: 3_500, assertionResults: [{}, {}] },
    { name: '/repo/e2e/b.e2e.ts', startTime: 2_000, endTime: 42_000, assertionResults: [{}] },
    { name: '/repo/lib/c.test.ts', startTime: 5_000, endTime: 5_100 },
  ],
};

describe('slowestFiles', () => {
  it('orders the files slowest first, with their paths from the root, seconds and test counts', () => {
    expect(slowestFiles(REPORT, '/repo')).toEqual([
      { file: 'e2e/b.e2e.ts', seconds: 40, tests: 1 },
      { file: 'lib/a.test.ts', seconds: 2.5, tests: 2 },
      { file: 'lib/c.test.ts', seconds: 0.1, tests: 0 },
    ]);
  });

  it('reads a report without results as no files', () => {
    expect(slowestFiles({}, '/repo')).toEqual([]);
  });
});

describe('formatSlowest', () => {
  it('prints at most `count` lines, the time aligned', () => {
    expect(formatSlowest(slowestFiles(REPORT, '/repo'), 2)).toEqual(['   40.0s  e2e/b.e2e.ts (1 test)', '    2.5s  lib/a.test.ts (2 tests)']);
  });
});

const FAILING = {
  testResults: [
    {
      name: '/repo/e2e/flood.e2e.ts', status: 'failed', startTime: 0, endTime: 1,
      assertionResults: [
        { fullName: 'an answer flood leaves a page', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 1200 to be less than or equal to 1000\u001b[39m\n\n    at flood.e2e.ts:93\n    at a\n    at b\n    at c'] },
        { fullName: 'a passing one', status: 'passed', failureMessages: [] },
      ],
    },
    { name: '/repo/e2e/broken.e2e.ts', status: 'failed', message: 'Hook timed out in 120000ms', startTime: 0, endTime: 1, assertionResults: [] },
    { name: '/repo/e2e/fine.e2e.ts', status: 'passed', startTime: 0, endTime: 1, assertionResults: [{ fullName: 'fine', status: 'passed' }] },
  ],
};

describe('failedTests', () => {
  it('names each failed test and each file failed outside a test, with the first lines of the error, colours removed', () => {
    expect(failedTests(FAILING, '/repo')).toEqual([
      { file: 'e2e/flood.e2e.ts', test: 'an answer flood leaves a page', error: 'AssertionError: expected 1200 to be less than or equal to 1000\n    at flood.e2e.ts:93\n    at a\n    at b' },
      { file: 'e2e/broken.e2e.ts', test: null, error: 'Hook timed out in 120000ms' },
    ]);
    expect(failedTests(REPORT, '/repo')).toEqual([]);
  });

  it('prints the file and test, then the error indented', () => {
    expect(formatFailed(failedTests(FAILING, '/repo')).slice(0, 2)).toEqual([
      'FAILED  e2e/flood.e2e.ts > an answer flood leaves a page',
      '          AssertionError: expected 1200 to be less than or equal to 1000',
    ]);
    expect(formatFailed(failedTests(FAILING, '/repo'))).toContain('FAILED  e2e/broken.e2e.ts (outside any test)');
  });

  it('cuts a long line of an error', () => {
    const long = { testResults: [{ name: '/r/a.ts', startTime: 0, endTime: 1, assertionResults: [{ fullName: 't', status: 'failed', failureMessages: ['x'.repeat(1000)] }] }] };
    expect(failedTests(long, '/r')[0].error).toHaveLength(241);
  });
});

describe('the command', () => {
  it('prints the slowest files of a report, and fails with a message on a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'slowest-'));
    const file = join(dir, 'report.json');
    writeFileSync(file, JSON.stringify(REPORT));
    const ok = spawnSync(process.execPath, ['scripts/slowest-tests.mjs', file, '1'], { encoding: 'utf8', cwd: join(import.meta.dirname, '..') });
    expect(ok.status).toBe(0);
    expect(ok.stdout.trim().split('\n')).toHaveLength(1);
    expect(ok.stdout).toContain('b.e2e.ts (1 test)');
    const missing = spawnSync(process.execPath, ['scripts/slowest-tests.mjs', join(dir, 'none.json')], { encoding: 'utf8' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no report to read');
  });

  it('prints the failures of a report with --failed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'slowest-'));
    const file = join(dir, 'report.json');
    writeFileSync(file, JSON.stringify(FAILING));
    const ok = spawnSync(process.execPath, ['scripts/slowest-tests.mjs', '--failed', file, '/repo'], { encoding: 'utf8', cwd: join(import.meta.dirname, '..') });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('FAILED  e2e/flood.e2e.ts > an answer flood leaves a page');
    expect(ok.stdout).toContain('FAILED  e2e/broken.e2e.ts (outside any test)');
  });
});
