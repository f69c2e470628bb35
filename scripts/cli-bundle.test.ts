import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, builtFrom, codeCachePath, isFresh, root, type Stamps } from './cli-bundle.mjs';

describe('the command line bundle', () => {
  let inputs: Stamps;
  beforeAll(async () => {
    await buildCli();
    inputs = builtFrom() ?? {};
  });

  it('was built from the sources, the messages, the dependencies and its settings', () => {
    expect(Object.keys(inputs)).toEqual(
      expect.arrayContaining([
        'lib/cli/main.ts', 'lib/cli/registry.ts', 'lib/bidder/engine.ts', 'content/messages/en/errors.json',
        'content/messages/lv/rules.json', 'scripts/cli-bundle.mjs', 'package.json', 'tsconfig.json',
      ]),
    );
    expect(Object.keys(inputs).some((path) => path.startsWith('node_modules/zod/'))).toBe(true);
  });

  it('is stale when an input has another time or size, is gone, or there is no build', () => {
    expect(isFresh(inputs)).toBe(true);
    const [path, [mtime, size]] = Object.entries(inputs).find(([p]) => p === 'lib/cli/registry.ts')!;
    expect(isFresh({ ...inputs, [path]: [mtime - 1000, size] })).toBe(false);
    expect(isFresh({ ...inputs, [path]: [mtime, size + 1] })).toBe(false);
    expect(isFresh({ ...inputs, 'lib/cli/gone.ts': [mtime, size] })).toBe(false);
    expect(isFresh(null)).toBe(false);
  });

  it('runs with a code cache that V8 checks: a broken one is refused and written anew', () => {
    writeFileSync(codeCachePath, 'not a code cache');
    const run = spawnSync(process.execPath, ['scripts/bridge.mjs', 'board', '6'], { cwd: root, encoding: 'utf8' });
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
      status: 0, stdout: '{"board":6,"dealer":"E","vul":"EW"}\n', stderr: '',
    });
    expect(readFileSync(codeCachePath).length).toBeGreaterThan(1000);
  });

  it('is rebuilt by the launcher before it runs, once a source has changed', () => {
    const file = join(root, 'lib/cli/registry.ts');
    const before = statSync(file);
    // a time in the past: what an editor or a checkout leaves is different from the recorded one either way
    const earlier = new Date(before.mtimeMs - 60_000);
    try {
      utimesSync(file, before.atime, earlier);
      expect(isFresh()).toBe(false);
      const run = spawnSync(process.execPath, ['scripts/bridge.mjs', 'board', '5'], { cwd: root, encoding: 'utf8' });
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
        status: 0, stdout: '{"board":5,"dealer":"N","vul":"NS"}\n', stderr: '',
      });
      expect(builtFrom()?.['lib/cli/registry.ts']).toEqual([statSync(file).mtimeMs, before.size]);
      expect(isFresh()).toBe(true);
    } finally {
      utimesSync(file, before.atime, before.mtime);
    }
  });
});
