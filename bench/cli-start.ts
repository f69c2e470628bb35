// The command line's start-up: wall time of whole processes, per command, through `npm run -s bridge` and through
// `node scripts/bridge.mjs`, median and p90 of 5 after a warm-up; node and npm alone for scale.
// Example: `npm run bench -- cli-start` → 'board 7  npm run -s bridge  median 0.27 s  p90 0.29 s' … 'light commands through npm ≤ 0.30 s: yes'.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
/** What issue 38 asks of a light command's whole start-up through npm on this machine (seconds, median). */
const TARGET = 0.3;

interface Case {
  readonly label: string;
  readonly args: readonly string[];
  readonly stdin?: string;
  /** A light command: held to TARGET; the heavy ones (the bidder, the quiz, PBN files, batch) are reported. */
  readonly light: boolean;
}

const CASES: readonly Case[] = [
  { label: 'board 7', args: ['board', '7'], light: true },
  { label: 'evaluate', args: ['evaluate', 'AKQ2.KJ3.T8.Q432'], light: true },
  { label: 'score', args: ['score', '--contract', '4SX', '--declarer', 'N', '--tricks', '10', '--vul', 'None'], light: true },
  { label: 'auction', args: ['auction', '--dealer', 'N', '1H P 2H P P P'], light: true },
  { label: 'deal', args: ['deal', '--seed', '42', '--count', '3'], light: true },
  { label: 'help', args: ['help'], light: true },
  { label: 'bid', args: ['bid', '--dealer', 'N', '--vul', 'None', '--auction', '1H P', 'AKQ2.KJ3.T8.Q432'], light: false },
  { label: 'bid-deal', args: ['bid-deal', '--dealer', 'N', 'N:8653.KT5.KT4.Q75 T92.873.6.K98643 J.AQJ96.QJ732.T2 AKQ74.42.A985.AJ'], light: false },
  { label: 'quiz', args: ['quiz', '--topic', 'O-2NT', '--seed', '7'], light: false },
  { label: 'pbn < examples/games.pbn', args: ['pbn'], stdin: readFileSync(join(root, 'examples/games.pbn'), 'utf8'), light: false },
  { label: 'batch < examples/requests.jsonl', args: ['batch'], stdin: readFileSync(join(root, 'examples/requests.jsonl'), 'utf8'), light: false },
];

/** npm as the running npm started it (npm run bench), else the one on the PATH. */
const npm: [string, string[]] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];

interface Way {
  readonly label: string;
  readonly command: string;
  readonly args: (c: Case) => readonly string[];
}

const WAYS: readonly Way[] = [
  { label: 'npm run -s bridge', command: npm[0], args: (c) => [...npm[1], 'run', '-s', 'bridge', '--', ...c.args] },
  { label: 'node scripts/bridge.mjs', command: process.execPath, args: (c) => ['scripts/bridge.mjs', ...c.args] },
];

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * CPU seconds (user and system) of this process's waited-for children so far, from /proc/self/stat (cutime and
 * cstime, which also count their own waited-for children: npm's shell and node); null where there is no /proc.
 */
function childrenCpu(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /s, '').split(' ');
    // after "pid (comm) ": state is field 3, cutime 16 and cstime 17 (1-based), i.e. indexes 13 and 14 here
    return (Number(fields[13]) + Number(fields[14])) / TICKS;
  } catch {
    return null;
  }
}

/** Wall seconds and CPU seconds of one whole process, which must succeed. */
function once(command: string, args: readonly string[], stdin = ''): { wall: number; cpu: number } {
  const cpuBefore = childrenCpu();
  const start = process.hrtime.bigint();
  const run = spawnSync(command, args, { cwd: root, encoding: 'utf8', input: stdin, maxBuffer: 1 << 26 });
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  const cpuAfter = childrenCpu();
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${run.stderr || run.error}`);
  return { wall, cpu: cpuBefore === null || cpuAfter === null ? NaN : cpuAfter - cpuBefore };
}

/** The value at fraction q of the sorted values, by nearest rank (the median of 5 is the 3rd, the p90 the 5th). */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

const s = (seconds: number): string => seconds.toFixed(2);

/** Median and p90 of the wall times, and the median CPU time: on a loaded machine the wall grows, the CPU much less. */
function figures(runs: readonly { wall: number; cpu: number }[]): string {
  const wall = runs.map((r) => r.wall);
  return `median ${s(quantile(wall, 0.5))} s  p90 ${s(quantile(wall, 0.9))} s  (CPU median ${s(quantile(runs.map((r) => r.cpu), 0.5))} s)`;
}

// node and npm alone, the floor under every figure below: npm runs `node -e 0` from a package of nothing else
const empty = mkdtempSync(join(tmpdir(), 'cli-start-'));
writeFileSync(join(empty, 'package.json'), JSON.stringify({ name: 'cli-start-floor', private: true, scripts: { noop: 'node -e 0' } }));
const floorMedians: number[] = [];
const floors = [
  { label: 'node -e 0 (node alone)', command: process.execPath, args: ['-e', '0'] },
  { label: 'npm run -s noop (npm + node alone)', command: npm[0], args: [...npm[1], '--prefix', empty, 'run', '-s', 'noop'] },
];
try {
  for (const floor of floors) {
    once(floor.command, floor.args);
    const runs = Array.from({ length: RUNS }, () => once(floor.command, floor.args));
    floorMedians.push(quantile(runs.map((r) => r.wall), 0.5));
    console.log(`${floor.label.padEnd(56)} ${figures(runs)}`);
  }
} finally {
  rmSync(empty, { recursive: true, force: true });
}

const medians = new Map<string, number>();
for (const c of CASES) {
  // a first run of each, not timed, builds the bundles if they are stale and warms the file cache
  for (const way of WAYS) once(way.command, way.args(c), c.stdin);
  const runs = WAYS.map((): { wall: number; cpu: number }[] => []);
  // the ways take turns, so a burst of load on the machine falls on both alike
  for (let run = 0; run < RUNS; run++) WAYS.forEach((way, i) => runs[i].push(once(way.command, way.args(c), c.stdin)));
  WAYS.forEach((way, i) => {
    medians.set(`${c.label}|${way.label}`, quantile(runs[i].map((r) => r.wall), 0.5));
    console.log(`${c.label.padEnd(32)} ${way.label.padEnd(24)} ${figures(runs[i])}${c.light ? '' : '  (heavy)'}`);
  });
}

const lightViaNpm = CASES.filter((c) => c.light).map((c) => medians.get(`${c.label}|${WAYS[0].label}`) ?? Infinity);
console.log(`target (s): ${TARGET} through npm for the light commands; met: ${lightViaNpm.every((m) => m <= TARGET) ? 'yes' : 'no'} (slowest median ${s(Math.max(...lightViaNpm))})`);
// what npm and node cost before the launcher starts: no bundle can take the start-up below it
console.log(`npm + node alone (s): ${s(floorMedians[1])}; the launcher's and the bundle's share of the slowest light command: ${s(Math.max(...lightViaNpm) - floorMedians[1])}`);
// whole-process wall times grow with the machine's load: the figure to read them by
console.log(`load average over the last minute: ${loadavg()[0].toFixed(2)} (${process.env.npm_execpath ? 'under npm' : 'npm from the PATH'})`);
