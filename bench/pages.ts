// Pages a class can open at once (issues 17 and 26): in one run against the production server, a static file served by
// the same server, then each page at 10 connections and the icon, a lesson and a drill page at 200, with autocannon; each
// page's rate as a share of the static file's (ratios, since absolute figures vary between machines), p50 / p99 / the
// maximum (at 200 connections no request may wait more than 2 s), and its HTML size.
// Needs `npm run build`. Example: `npm run bench -- pages` → 'lesson  /sr/lessons/opener-rebid  26 req/s (0.5 %, target ≥ 15 %: MISSED) …'.

import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startNext } from '../e2e/support/server';

/** The part of autocannon's answer this bench reads (the package ships no types). */
interface Figures {
  readonly requests: { readonly average: number };
  readonly latency: { readonly p50: number; readonly p99: number; readonly max: number };
  readonly '2xx': number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<Figures>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const LESSON = '/sr/lessons/opener-rebid';
const DRILL = '/sr/drills/open';
const STATIC = '/icon.svg';
const SECONDS = 6;
const LESSON_MAX_KB = 150;
/** At 200 connections no request waits longer than this (ms): issue 26. */
const MAX_AT_200 = 2000;

interface Page {
  readonly name: string;
  readonly path: string;
  readonly connections: number;
  /** The least share of the static file's rate, in %, or null (figures only). */
  readonly minShare: number | null;
  /** The greatest p99 in ms, or null. */
  readonly maxP99?: number;
  /** The longest any request may wait, in ms. */
  readonly maxLatency?: number;
  readonly maxKb?: number;
}

const PAGES: readonly Page[] = [
  { name: 'lesson', path: LESSON, connections: 10, minShare: 15, maxKb: LESSON_MAX_KB },
  { name: 'course', path: '/sr/lessons', connections: 10, minShare: null },
  { name: 'drill', path: DRILL, connections: 10, minShare: 8 },
  // the same drill with a seed (a shared or reloaded session): figures only, to compare with the address without one
  { name: 'drill+seed', path: `${DRILL}?seed=7`, connections: 10, minShare: null },
  { name: 'home', path: '/sr', connections: 10, minShare: 8 },
  { name: 'table', path: '/sr/table', connections: 10, minShare: 8 },
  { name: 'notes', path: '/sr/notes', connections: 10, minShare: 8 },
  { name: 'drill@200', path: DRILL, connections: 200, minShare: null, maxP99: 1000, maxLatency: MAX_AT_200 },
  { name: 'lesson@200', path: LESSON, connections: 200, minShare: null, maxP99: 1000, maxLatency: MAX_AT_200 },
  { name: 'static@200', path: STATIC, connections: 200, minShare: null, maxP99: 1000, maxLatency: MAX_AT_200 },
];

if (!existsSync(join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('no production build in .next: run `npm run build` first');
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One fetch of the page as a browser without compression gets it: its status and its HTML's byte size. */
async function htmlSize(baseUrl: string, path: string): Promise<{ status: number; bytes: number }> {
  const response = await fetch(baseUrl + path, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
}

async function load(baseUrl: string, path: string, connections: number, duration = SECONDS): Promise<Figures> {
  return autocannon({ url: baseUrl + path, connections, duration });
}

/** '12 non-2xx, 3 errors' or '' when every answer was a 2xx. */
function failures(f: Figures): string {
  const parts = [
    f.non2xx ? `${f.non2xx} non-2xx` : '',
    f.errors ? `${f.errors} errors` : '',
    f.timeouts ? `${f.timeouts} timeouts` : '',
    f['2xx'] === 0 ? 'no 2xx at all' : '',
  ].filter(Boolean);
  return parts.join(', ');
}

const server = await startNext();
let ok = true;
try {
  const first = await htmlSize(server.baseUrl, STATIC);
  if (first.status !== 200) throw new Error(`${STATIC} answered ${first.status}`);
  await load(server.baseUrl, STATIC, 10, 1); // warm-up
  const base = await load(server.baseUrl, STATIC, 10, SECONDS);
  const baseBad = failures(base);
  if (baseBad) ok = false;
  console.log(
    `${'static'.padEnd(10)} ${STATIC.padEnd(28)} ${Math.round(base.requests.average).toLocaleString('en').padStart(6)} req/s  ` +
      `p50 ${base.latency.p50} ms  p99 ${base.latency.p99} ms  max ${base.latency.max} ms  (100 %)${baseBad ? `  ${baseBad}: MISSED` : ''}`,
  );
  for (const page of PAGES) {
    const size = await htmlSize(server.baseUrl, page.path);
    if (size.status !== 200) {
      console.log(`${page.name.padEnd(10)} ${page.path.padEnd(28)} answered ${size.status}: MISSED`);
      ok = false;
      continue;
    }
    await load(server.baseUrl, page.path, 2, 1); // warm-up: the first renders compile and fill caches
    const f = await load(server.baseUrl, page.path, page.connections, page.connections > 10 ? 10 : SECONDS);
    const share = (100 * f.requests.average) / base.requests.average;
    const checks: string[] = [];
    if (page.minShare !== null) {
      const met = share >= page.minShare;
      ok &&= met;
      checks.push(`target ≥ ${page.minShare} %: ${met ? 'ok' : 'MISSED'}`);
    }
    if (page.maxP99 !== undefined) {
      const met = f.latency.p99 <= page.maxP99;
      ok &&= met;
      checks.push(`p99 target ≤ ${page.maxP99} ms: ${met ? 'ok' : 'MISSED'}`);
    }
    if (page.maxLatency !== undefined) {
      const met = f.latency.max <= page.maxLatency;
      ok &&= met;
      checks.push(`max target ≤ ${page.maxLatency} ms: ${met ? 'ok' : 'MISSED'}`);
    }
    let sizeText = kb(size.bytes);
    if (page.maxKb !== undefined) {
      const met = size.bytes <= page.maxKb * 1024;
      ok &&= met;
      sizeText += ` (target ≤ ${page.maxKb} KB: ${met ? 'ok' : 'MISSED'})`;
    }
    const bad = failures(f);
    if (bad) ok = false;
    console.log(
      `${page.name.padEnd(10)} ${page.path.padEnd(28)} ${Math.round(f.requests.average).toLocaleString('en').padStart(6)} req/s  ` +
        `p50 ${f.latency.p50} ms  p99 ${f.latency.p99} ms  max ${f.latency.max} ms  ${share.toFixed(1)} %` +
        (checks.length ? ` (${checks.join('; ')})` : '') +
        `  @${page.connections}  HTML ${sizeText}${bad ? `  ${bad}: MISSED` : ''}`,
    );
  }
} finally {
  await server.stop();
}
process.exit(ok ? 0 : 1);
