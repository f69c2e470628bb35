// The item pool's worker script: server/item-worker.ts with lib/ and the message catalogues in one CommonJS file,
// built by esbuild into node_modules/.cache/bridge-items/ with a manifest of the files it was built from (their
// modification times and sizes), to tell when it is stale. Next bundles the server's own code, so the worker must be a
// file the server loads at run time: `npm run build` builds it, and the pool (server/item-pool.ts) runs this script
// with --if-stale before its first worker starts. Example: `node scripts/item-worker-bundle.mjs --if-stale`.

import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Inside node_modules: git ignores it, and `npm ci` starts it afresh. */
export const outDir = join(root, 'node_modules', '.cache', 'bridge-items');
export const workerPath = join(outDir, 'item-worker.cjs');
const manifestPath = join(outDir, 'manifest.json');
const ENTRY = 'server/item-worker.ts';
/** Files that shape the bundle without being in it: this script, the package and the compiler options. */
const SETTINGS = ['scripts/item-worker-bundle.mjs', 'package.json', 'tsconfig.json'];

/** [mtimeMs, size] of a file under the root, or null when it is gone. */
function stamp(path) {
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  return stat === undefined ? null : [stat.mtimeMs, stat.size];
}

/** True when the bundle exists and every file it was built from still has the stamp it had then. */
export function isFresh() {
  try {
    statSync(workerPath);
    const { inputs } = JSON.parse(readFileSync(manifestPath, 'utf8'));
    return Object.entries(inputs).every(([path, was]) => {
      const now = stamp(path);
      return Array.isArray(was) && now !== null && now[0] === was[0] && now[1] === was[1];
    });
  } catch {
    return false;
  }
}

/** Builds the bundle and its manifest, each written whole under a temporary name and then renamed (the manifest last). */
export async function buildWorker() {
  const { build } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    const result = await build({
      absWorkingDir: root,
      entryPoints: [ENTRY],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      define: { 'process.env.NODE_ENV': '"production"' },
      minify: true,
      legalComments: 'none',
      metafile: true,
      write: false,
      outfile: workerPath,
      logLevel: 'error',
    });
    const paths = [...Object.keys(result.metafile.inputs), ...SETTINGS].map((path) => relative(root, join(root, path)));
    const inputs = Object.fromEntries(paths.map((path) => [path, stamp(path)]));
    // a file saved while esbuild read it may be bundled in its old state: build again (at most three times)
    if (attempt < 3 && Object.values(inputs).some((s) => s === null || s[0] >= started)) continue;
    const temporary = `.${process.pid}.tmp`;
    writeFileSync(workerPath + temporary, result.outputFiles[0].contents);
    renameSync(workerPath + temporary, workerPath);
    writeFileSync(manifestPath + temporary, `${JSON.stringify({ inputs })}\n`);
    renameSync(manifestPath + temporary, manifestPath);
    return workerPath;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale') && isFresh()) process.exit(0);
  console.log(relative(root, await buildWorker()));
}
