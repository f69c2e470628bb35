import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSlowest, slowestFiles } from './slowest-tests.mjs';

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
});
