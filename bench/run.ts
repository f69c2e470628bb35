// Runs every benchmark script in bench/ one after another, each in its own process, and prints its figures.
// Arguments that name a script choose the scripts; the others are passed to each script run, in their order.
// Example: `npm run bench` → 'deals/s: 1,234,567' … ; `npm run bench -- evaluate` runs only bench/evaluate.ts;
// `npm run bench -- contracts --deals 500 file.pbn` runs bench/contracts.ts with `--deals 500 file.pbn`.

import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const all = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .sort();
const names = new Set(all.map((f) => f.replace(/\.ts$/, '')));
const only = process.argv.slice(2).filter((a) => names.has(a));
const passed = process.argv.slice(2).filter((a) => !names.has(a));
const scripts = all.filter((f) => only.length === 0 || only.includes(f.replace(/\.ts$/, '')));

let failed = 0;
for (const script of scripts) {
  console.log(`\n== ${script}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, script), ...passed], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
