// First-load JavaScript per page from the production build (issue 7: drill pages ≤ 200 kB compressed): the scripts a
// browser fetches to show each route — the framework's root files and every chunk the route's layouts and page name in
// its client-reference manifest — raw, gzip and brotli. Needs `npm run build` first. Example: `npm run bench -- first-load`
// → '/[locale]/drills/[topic]  raw 612.0 kB  gzip 181.3 kB  brotli 158.9 kB  (target 200 kB: ok)'.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const NEXT = join(process.cwd(), '.next');
const APP = join(NEXT, 'server', 'app');
const TARGET_KB = 200;
/** The pages the target applies to: the drills and everything under them, and the lessons (which embed a drill). */
const TARGETED = /\/(drills|lessons)(\/|$)/;

if (!existsSync(join(NEXT, 'build-manifest.json'))) {
  console.error('no production build in .next: run `npm run build` first');
  process.exit(1);
}

function manifests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return manifests(path);
    return entry.name === 'page_client-reference-manifest.js' ? [path] : [];
  });
}

/** The chunks a route's manifest names for its layouts, error and not-found boundaries and the page itself. */
function routeChunks(file: string): { route: string; chunks: string[] } {
  const sandbox: { self: Record<string, unknown>; globalThis?: unknown } = { self: {} };
  sandbox.globalThis = sandbox.self;
  runInNewContext(readFileSync(file, 'utf8'), sandbox);
  const all = (sandbox.self.__RSC_MANIFEST ?? {}) as Record<string, { entryJSFiles?: Record<string, string[]> }>;
  const [route] = Object.keys(all);
  const entries = all[route]?.entryJSFiles ?? {};
  return { route: route.replace(/\/page$/, '') || '/', chunks: Object.values(entries).flat() };
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(chunk: string): { raw: number; gzip: number; brotli: number } {
  let found = sizes.get(chunk);
  if (!found) {
    const bytes = readFileSync(join(NEXT, chunk));
    found = { raw: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
    sizes.set(chunk, found);
  }
  return found;
}

const root: string[] = JSON.parse(readFileSync(join(NEXT, 'build-manifest.json'), 'utf8')).rootMainFiles;
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
let over = 0;
const rows = manifests(APP)
  .map(routeChunks)
  .filter(({ route }) => !route.startsWith('/_'))
  .sort((a, b) => a.route.localeCompare(b.route));
const width = Math.max(...rows.map((r) => r.route.length));
for (const { route, chunks } of rows) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const chunk of new Set([...root, ...chunks])) {
    const s = sizeOf(chunk);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  const targeted = TARGETED.test(route);
  const verdict = targeted ? `  (target ${TARGET_KB} kB gzip: ${total.gzip <= TARGET_KB * 1000 ? 'ok' : 'OVER'})` : '';
  if (targeted && total.gzip > TARGET_KB * 1000) over++;
  console.log(`${route.padEnd(width)}  raw ${kB(total.raw).padStart(9)}  gzip ${kB(total.gzip).padStart(8)}  brotli ${kB(total.brotli).padStart(8)}${verdict}`);
}
console.log(`routes: ${rows.length}; drill pages over ${TARGET_KB} kB: ${over} (manifests under ${relative(process.cwd(), APP).split(sep).join('/')})`);
