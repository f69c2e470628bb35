// The command line's start-up: wall time of one whole `evaluate` process, median of 5, three ways to start it and node alone.
// Example: `npm run bench -- cli-start` → 'cli evaluate start-up, node scripts/bridge.mjs, median of 5 (s): 0.12'.

import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
const ARGS = ['evaluate', 'AKQ2.KJ3.T8.Q432'];
/** What the issue asks of one `evaluate` on this machine (seconds). */
const TARGET = 0.25;

/** npm as the running npm started it (npm run bench), else the one on the PATH. */
const npm: [string, string[]] = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];

const WAYS: readonly { label: string; command: string; args: readonly string[] }[] = [
  { label: 'node scripts/bridge.mjs', command: process.execPath, args: ['scripts/bridge.mjs', ...ARGS] },
  { label: 'npm run -s bridge', command: npm[0], args: [...npm[1], 'run', '-s', 'bridge', '--', ...ARGS] },
  { label: 'tsx lib/cli/main.ts (no bundle)', command: join(root, 'node_modules/.bin/tsx'), args: ['lib/cli/main.ts', ...ARGS] },
  { label: 'node -e 0 (node alone)', command: process.execPath, args: ['-e', '0'] },
];

/** Wall seconds of one whole process, which must succeed. */
function once(command: string, args: readonly string[]): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${run.stderr || run.error}`);
  return seconds;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// a first run of each, not timed, builds the bundle if it is stale and warms the file cache
for (const way of WAYS) once(way.command, way.args);
// the ways take turns, so a burst of load on the machine falls on all of them alike
const times = WAYS.map((): number[] => []);
for (let run = 0; run < RUNS; run++) WAYS.forEach((way, i) => times[i].push(once(way.command, way.args)));
const medians = times.map(median);
WAYS.forEach((way, i) => console.log(`cli evaluate start-up, ${way.label}, median of ${RUNS} (s): ${medians[i].toFixed(2)}`));
const [bundled, viaNpm] = medians;
console.log(`npm's own share of npm run -s bridge (s): ${(viaNpm - bundled).toFixed(2)}`);
console.log(`target (s): ${TARGET}; met by node scripts/bridge.mjs: ${bundled <= TARGET ? 'yes' : 'no'}; by npm run -s bridge: ${viaNpm <= TARGET ? 'yes' : 'no'}`);
// whole-process wall times grow with the machine's load: the figure to read them by
console.log(`load average over the last minute: ${loadavg()[0].toFixed(2)}`);
