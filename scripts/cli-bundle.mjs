// The command line's bundle: lib/cli/main.ts with lib/, the message catalogues and the dependencies in one
// script (esbuild), and the list of files it was built from, to tell when it is stale. Example:
// `node scripts/cli-bundle.mjs` builds it; scripts/bridge.mjs runs it, rebuilding first when isFresh() is false.

import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Inside node_modules: git ignores it, and `npm ci` starts it afresh. */
export const outDir = join(root, 'node_modules', '.cache', 'bridge-cli');
/** CommonJS, so that scripts/bridge.mjs can compile it with vm.Script and keep V8's code cache of it. */
export const bundlePath = join(outDir, 'bridge.cjs');
export const inputsPath = join(outDir, 'inputs.json');
/** V8's compiled code of the bundle, written by scripts/bridge.mjs; V8 refuses it for any other source. */
export const codeCachePath = join(outDir, 'bridge.cjs.cache');

/** Files that shape the bundle without being in it: this script, the package and the compiler options. */
const SETTINGS = ['scripts/cli-bundle.mjs', 'package.json', 'tsconfig.json'];

/** [mtimeMs, size] of a file under the root, or null when it is gone. */
function stamp(path) {
  try {
    const stat = statSync(join(root, path));
    return [stat.mtimeMs, stat.size];
  } catch {
    return null;
  }
}

/** The stamps recorded at the last build ({ path: [mtimeMs, size] }), or null when there is no complete build. */
export function builtFrom() {
  try {
    statSync(bundlePath);
    return JSON.parse(readFileSync(inputsPath, 'utf8')).inputs;
  } catch {
    return null;
  }
}

/**
 * True when every file the bundle was built from (sources, messages, dependencies, settings) still has the
 * modification time and size it had then: one stat per file, no directory walk. An edited, touched, replaced
 * or deleted input makes the bundle stale; so does a missing build. A file that no input imports cannot change
 * the bundle until an input is edited to import it.
 */
export function isFresh(inputs = builtFrom()) {
  if (typeof inputs !== 'object' || inputs === null) return false;
  return Object.entries(inputs).every(([path, was]) => {
    const now = stamp(path);
    return Array.isArray(was) && now !== null && now[0] === was[0] && now[1] === was[1];
  });
}

/** Builds the bundle and its list of inputs; each file is written whole under a temporary name, then renamed. */
export async function buildCli() {
  const { build } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    const result = await build({
      absWorkingDir: root,
      entryPoints: ['lib/cli/main.ts'],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      // React (pulled in by use-intl's formatter) in its production build only
      define: { 'process.env.NODE_ENV': '"production"' },
      minify: true,
      legalComments: 'none',
      metafile: true,
      write: false,
      logLevel: 'error',
    });
    const inputs = Object.fromEntries(
      [...Object.keys(result.metafile.inputs), ...SETTINGS].map((path) => [relative(root, join(root, path)), stamp(path)]),
    );
    // a file saved while esbuild read it may be bundled in its old state: build again (a clock that puts
    // files in the future would ask for this every time, so three builds are enough)
    if (attempt < 3 && Object.values(inputs).some((s) => s === null || s[0] >= started)) continue;
    const temporary = `.${process.pid}.tmp`;
    writeFileSync(bundlePath + temporary, result.outputFiles[0].contents);
    writeFileSync(inputsPath + temporary, `${JSON.stringify({ inputs })}\n`);
    renameSync(bundlePath + temporary, bundlePath);
    renameSync(inputsPath + temporary, inputsPath);
    rmSync(codeCachePath, { force: true });
    return bundlePath;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(relative(root, await buildCli()));
}
