import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIDDER_COMMANDS } from '../lib/cli/families/bidder';
import { EVALUATE_COMMANDS } from '../lib/cli/families/evaluate';
import { LIGHT_COMMANDS } from '../lib/cli/families/light';
import { PBN_COMMANDS } from '../lib/cli/families/pbn';
import { COMMANDS } from '../lib/cli/registry';
import { buildCli, builtFrom, bundleFor, bundlePath, codeCachePath, ENTRIES, isFresh, ROUTES, root, type Bundle, type Stamps } from './cli-bundle.mjs';

/** A whole run of the launcher (or, with `bundle`, of one bundle run directly by node). */
function run(args: readonly string[], input = '', bundle?: Bundle): { status: number | null; stdout: string; stderr: string } {
  const script = bundle ? bundlePath(bundle) : 'scripts/bridge.mjs';
  const done = spawnSync(process.execPath, [script, ...args], { cwd: root, input, encoding: 'utf8', maxBuffer: 1 << 26 });
  return { status: done.status, stdout: done.stdout, stderr: done.stderr };
}

const read = (path: string): string => readFileSync(join(root, path), 'utf8');

describe('the command line bundles', () => {
  let inputs: Record<Bundle, Stamps>;
  beforeAll(async () => {
    await buildCli();
    inputs = Object.fromEntries(Object.keys(ENTRIES).map((b) => [b, builtFrom(b as Bundle) ?? {}])) as Record<Bundle, Stamps>;
    // five esbuild bundles: seconds, but more than the hook's default 10 s on a loaded 2-core machine
  }, 120_000);

  it('were built from the sources, the messages, the dependencies and their settings', () => {
    expect(Object.keys(inputs.all)).toEqual(
      expect.arrayContaining([
        'lib/cli/main.ts', 'lib/cli/registry.ts', 'lib/bidder/engine.ts', 'content/messages/en/errors.json',
        'content/messages/lv/rules.json', 'scripts/cli-bundle.mjs', 'package.json', 'tsconfig.json',
      ]),
    );
    expect(Object.keys(inputs.all).some((path) => path.startsWith('node_modules/zod/'))).toBe(true);
  });

  it('load only what their commands need: the light one has no bidder, no quiz, no PBN reader, no hand evaluation, no zod locale but English', () => {
    const light = Object.keys(inputs.light);
    expect(light).toEqual(expect.arrayContaining(['lib/cli/main-light.ts', 'lib/cli/commands/board.ts', 'lib/bidder-api/fields.ts']));
    expect(Object.keys(inputs.evaluate)).toEqual(expect.arrayContaining(['lib/evaluation/index.ts']));
    expect(light.filter((path) => /^lib\/(bidder|quiz|evaluation)\/|^lib\/bridge\/pbn\/|^lib\/cli\/commands\/(bid|quiz|pbn|evaluate)/.test(path))).toEqual([]);
    expect(light.filter((path) => /^node_modules\/zod\/v4\/locales\//.test(path)).sort()).toEqual(['node_modules/zod/v4/locales/en.js', 'node_modules/zod/v4/locales/index.js']);
    expect(Object.keys(inputs.pbn).filter((path) => /^lib\/(bidder|quiz)\//.test(path))).toEqual([]);
    expect(Object.keys(inputs.bidder)).toEqual(expect.arrayContaining(['lib/bidder/engine.ts', 'lib/quiz/walk.ts']));
    // the catalogues the light bundle carries in full; the others are stand-ins that throw when read
    const standIn = (catalogue: string, bundle: Bundle) => `the ${catalogue} messages are not in the ${bundle} bundle`;
    const lightCode = read('node_modules/.cache/bridge-cli/light.cjs');
    expect(lightCode).toContain(standIn('lv/errors', 'light'));
    expect(lightCode).toContain(standIn('en/rules', 'light'));
    expect(lightCode).not.toContain(standIn('en/errors', 'light'));
    expect(read('node_modules/.cache/bridge-cli/bidder.cjs')).not.toContain('messages are not in the');
    expect(statSync(bundlePath('light')).size).toBeLessThan(statSync(bundlePath('all')).size / 2);
  });

  it('route each command to the bundle of its family; a name that is no command to the light one', () => {
    const families: [Bundle, Readonly<Record<string, unknown>>][] = [
      ['light', LIGHT_COMMANDS], ['evaluate', EVALUATE_COMMANDS], ['bidder', BIDDER_COMMANDS], ['pbn', PBN_COMMANDS],
    ];
    for (const [bundle, commands] of families) for (const name of Object.keys(commands)) expect(bundleFor([name]), name).toBe(bundle);
    expect(bundleFor(['batch'])).toBe('all');
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(COMMANDS).sort());
    expect([bundleFor([]), bundleFor(['--help']), bundleFor(['-h']), bundleFor(['shuffle']), bundleFor(['toString'])]).toEqual(['light', 'light', 'light', 'light', 'light']);
  });

  it('answer every command family exactly as the bundle of every command does', () => {
    // One case or two per family, through the launcher and through the whole bundle: what each command answers is the
    // commands' own tests' business (lib/cli/*.test.ts, in process); this checks that the routing changes nothing.
    const cases: { args: string[]; input?: string }[] = [
      { args: ['evaluate', 'AKQ2.KJ3.T8.Q432', '--partner', 'H'] },
      { args: ['evaluate', 'AKQ2.KJ3.T8.Q43'] },
      { args: ['score', '--contract', '4SX', '--declarer', 'N', '--tricks', '10', '--board', '7'] },
      { args: ['chicago'], input: 'not json' },
      { args: ['help', 'me'] },
      { args: ['shuffle'] },
      { args: ['pbn'], input: read('examples/games.pbn') },
      { args: ['bid', '--dealer', 'N', '--auction', '1H P', '--locale', 'sr-Cyrl', 'AKQ2.KJ3.T8.Q432'] },
      { args: ['bidDeal', '--dealer', 'E', '--locale', 'lv', 'N:8653.KT5.KT4.Q75 T92.873.6.K98643 J.AQJ96.QJ732.T2 AKQ74.42.A985.AJ'] },
      { args: ['quiz', '--topic', 'nope', '--seed', '7'] },
      { args: ['batch'], input: read('examples/requests.jsonl') },
    ];
    expect(new Set(cases.map(({ args }) => bundleFor(args)))).toEqual(new Set(Object.keys(ENTRIES)));
    for (const { args, input } of cases) {
      const launched = run(args, input);
      expect(launched.stderr.includes('internal-error'), args.join(' ')).toBe(false);
      expect(launched, args.join(' ')).toEqual(run(args, input, 'all'));
    }
    // 22 whole processes: a minute on a loaded machine
  }, 180_000);

  it('are stale when an input has another time or size, is gone, or there is no build', () => {
    expect(isFresh(inputs.light)).toBe(true);
    const [path, [mtime, size]] = Object.entries(inputs.light).find(([p]) => p === 'lib/cli/commands/board.ts')!;
    expect(isFresh({ ...inputs.light, [path]: [mtime - 1000, size] })).toBe(false);
    expect(isFresh({ ...inputs.light, [path]: [mtime, size + 1] })).toBe(false);
    expect(isFresh({ ...inputs.light, 'lib/cli/gone.ts': [mtime, size] })).toBe(false);
    expect(isFresh(null)).toBe(false);
  });

  it('run with a code cache that V8 checks: a broken one is refused and written anew', () => {
    writeFileSync(codeCachePath('light'), 'not a code cache');
    expect(run(['board', '6'])).toEqual({ status: 0, stdout: '{"board":6,"dealer":"E","vul":"EW"}\n', stderr: '' });
    expect(readFileSync(codeCachePath('light')).length).toBeGreaterThan(1000);
  });

  it('are rebuilt by the launcher before one runs, once a source of its own has changed', () => {
    const bidderOnly = join(root, 'lib/bidder/engine.ts');
    const board = join(root, 'lib/cli/commands/board.ts');
    const before = { bidderOnly: statSync(bidderOnly), board: statSync(board) };
    // a time in the past: what an editor or a checkout leaves is different from the recorded one either way
    const earlier = (stat: { mtimeMs: number }) => new Date(stat.mtimeMs - 60_000);
    try {
      // a file of the bidder alone: the light bundle stays fresh and runs as it is, the bidder's is stale
      utimesSync(bidderOnly, before.bidderOnly.atime, earlier(before.bidderOnly));
      expect([isFresh(builtFrom('light')), isFresh(builtFrom('bidder'))]).toEqual([true, false]);
      utimesSync(board, before.board.atime, earlier(before.board));
      expect(isFresh(builtFrom('light'))).toBe(false);
      expect(run(['board', '5'])).toEqual({ status: 0, stdout: '{"board":5,"dealer":"N","vul":"NS"}\n', stderr: '' });
      // one build makes every bundle anew
      expect(builtFrom('light')?.['lib/cli/commands/board.ts']).toEqual([statSync(board).mtimeMs, before.board.size]);
      expect(builtFrom('bidder')?.['lib/bidder/engine.ts']).toEqual([statSync(bidderOnly).mtimeMs, before.bidderOnly.size]);
      expect(Object.keys(ENTRIES).every((b) => isFresh(builtFrom(b as Bundle)))).toBe(true);
    } finally {
      utimesSync(bidderOnly, before.bidderOnly.atime, before.bidderOnly.mtime);
      utimesSync(board, before.board.atime, before.board.mtime);
    }
  });
});
