// The command line's bundles: each built by esbuild from an entry under lib/cli/ with lib/, the message catalogues and
// the dependencies it needs in one script, and one manifest of the files each was built from, to tell when it is
// stale. The commands come in families, each family in a bundle of its own, so that a command loads only its own
// family's code (the light commands never load the bidder, nor evaluate's tables); `batch` runs the bundle of every command. Example:
// `node scripts/cli-bundle.mjs` builds them; scripts/bridge.mjs runs bundleFor(argv), rebuilding first when stale.

import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Inside node_modules: git ignores it, and `npm ci` starts it afresh. */
export const outDir = join(root, 'node_modules', '.cache', 'bridge-cli');
/** Each bundle's stamps, { bundles: { name: { inputs: { path: [mtimeMs, size] } } } }: one file read per run. */
export const manifestPath = join(outDir, 'manifest.json');

/** The bundles by name, each with its entry; lib/cli/families/ holds the commands of each family. */
export const ENTRIES = {
  light: 'lib/cli/main-light.ts',
  evaluate: 'lib/cli/main-evaluate.ts',
  bidder: 'lib/cli/main-bidder.ts',
  pbn: 'lib/cli/main-pbn.ts',
  all: 'lib/cli/main.ts',
};

/**
 * The bundle that answers each command (lib/cli/families/*.ts; cli-bundle.test.ts checks they agree). A name that
 * is no command goes to the light bundle, which refuses it as the whole command line does (unknown-command).
 */
export const ROUTES = {
  evaluate: 'evaluate', auction: 'light', score: 'light', board: 'light', deal: 'light', rubber: 'light', chicago: 'light',
  help: 'light', pbn: 'pbn', lin: 'pbn', bid: 'bidder', 'bid-deal': 'bidder', bidDeal: 'bidder', quiz: 'bidder', batch: 'all',
};

/** The bundle for argv: its command's family (no command, --help and -h are help). */
export function bundleFor(argv) {
  const first = argv[0];
  const name = first === undefined || first === '--help' || first === '-h' ? 'help' : first;
  return Object.hasOwn(ROUTES, name) ? ROUTES[name] : 'light';
}

/** CommonJS, so that scripts/bridge.mjs can compile it with vm.Script and keep V8's code cache of it. */
export const bundlePath = (bundle) => join(outDir, `${bundle}.cjs`);
/** V8's compiled code of a bundle, written by scripts/bridge.mjs; V8 refuses it for any other source. */
export const codeCachePath = (bundle) => `${bundlePath(bundle)}.cache`;

/** Files that shape the bundles without being in them: this script, the package and the compiler options. */
const SETTINGS = ['scripts/cli-bundle.mjs', 'package.json', 'tsconfig.json'];

/** [mtimeMs, size] of a file under the root, or null when it is gone. */
function stamp(path) {
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  return stat === undefined ? null : [stat.mtimeMs, stat.size];
}

/** The stamps recorded at the last build of `bundle` ({ path: [mtimeMs, size] }), or null when there is no complete build. */
export function builtFrom(bundle = 'all') {
  try {
    const inputs = JSON.parse(readFileSync(manifestPath, 'utf8')).bundles[bundle].inputs;
    statSync(bundlePath(bundle));
    return inputs;
  } catch {
    return null;
  }
}

/**
 * True when every file a bundle was built from (sources, messages, dependencies, settings) still has the
 * modification time and size it had then: one stat per file of that bundle, no directory walk. An edited, touched,
 * replaced or deleted input makes the bundle stale; so does a missing build. A file that no input imports cannot
 * change the bundle until an input is edited to import it.
 */
export function isFresh(inputs = builtFrom()) {
  if (typeof inputs !== 'object' || inputs === null) return false;
  for (const path in inputs) {
    const was = inputs[path];
    const now = stamp(path);
    if (!Array.isArray(was) || now === null || now[0] !== was[0] || now[1] !== was[1]) return false;
  }
  return true;
}

/**
 * The catalogues a bundle carries in full (content/messages/<locale>/<namespace>.json); every other one is a stand-in
 * that throws when read, so a command that came to need it fails loudly (cli-bundle.test.ts runs every command
 * family from its bundle). The light commands, evaluate and pbn speak English only, in their errors (common holds the no-trump word
 * the translator reads).
 */
const CATALOGUES = {
  light: ['en/common', 'en/errors', 'en/pbn'],
  evaluate: ['en/common', 'en/errors', 'en/pbn'],
  pbn: ['en/common', 'en/errors', 'en/pbn'],
};

/** esbuild plugin: content/messages/<locale>/<namespace>.json outside `kept` becomes a stand-in that throws when read. */
function onlyCatalogues(bundle, kept) {
  return {
    name: 'only-catalogues',
    setup(build) {
      build.onLoad({ filter: /[\\/]content[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/ }, ({ path }) => {
        const catalogue = path.split(/[\\/]/).slice(-2).join('/').replace(/\.json$/, '');
        if (kept.includes(catalogue)) return undefined;
        const refusal = `the ${catalogue} messages are not in the ${bundle} bundle of the command line (scripts/cli-bundle.mjs CATALOGUES)`;
        const contents = `export default new Proxy({}, { get(_, key) { if (typeof key === 'string') throw new Error(${JSON.stringify(refusal)}); } });`;
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * esbuild plugin: zod's locales are English alone. zod sets its English messages itself (zod/v4/classic/schemas.js
 * imports locales/en.js); the other forty-odd locales, some 0.3 MB, are only reached through z.locales, which
 * nothing under lib/ calls.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: 'export { default as en } from "./en.js";',
      loader: 'js',
    }));
  },
};

/** One bundle built by esbuild, in memory: its bytes and the metafile's inputs. */
async function buildOne(build, bundle) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [ENTRIES[bundle]],
    outfile: bundlePath(bundle),
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
    plugins: [zodEnglishOnly, ...(CATALOGUES[bundle] ? [onlyCatalogues(bundle, CATALOGUES[bundle])] : [])],
  });
  return { contents: result.outputFiles[0].contents, inputs: Object.keys(result.metafile.inputs) };
}

/**
 * Builds every bundle and the manifest of their inputs; each file is written whole under a temporary name, then
 * renamed, the manifest last; the code caches of the old bundles are removed.
 */
export async function buildCli() {
  const { build } = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  const names = Object.keys(ENTRIES);
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    const built = await Promise.all(names.map((bundle) => buildOne(build, bundle)));
    const bundles = Object.fromEntries(
      names.map((bundle, i) => {
        const paths = [...built[i].inputs, ...SETTINGS].map((path) => relative(root, join(root, path)));
        return [bundle, { bytes: built[i].contents.length, inputs: Object.fromEntries(paths.map((path) => [path, stamp(path)])) }];
      }),
    );
    // a file saved while esbuild read it may be bundled in its old state: build again (a clock that puts
    // files in the future would ask for this every time, so three builds are enough)
    const stamps = Object.values(bundles).flatMap((b) => Object.values(b.inputs));
    if (attempt < 3 && stamps.some((s) => s === null || s[0] >= started)) continue;
    const temporary = `.${process.pid}.tmp`;
    names.forEach((bundle, i) => {
      writeFileSync(bundlePath(bundle) + temporary, built[i].contents);
      renameSync(bundlePath(bundle) + temporary, bundlePath(bundle));
      rmSync(codeCachePath(bundle), { force: true });
    });
    writeFileSync(manifestPath + temporary, `${JSON.stringify({ bundles })}\n`);
    renameSync(manifestPath + temporary, manifestPath);
    return names.map(bundlePath);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const path of await buildCli()) console.log(relative(root, path));
}
