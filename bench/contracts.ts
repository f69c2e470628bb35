// The double-dummy bench (issue 39 §4, docs/bidder-quality.md): bidDeal over seeded deals (board n = deal n, dealer and
// vulnerability from the board number) and over the deals of any PBN file given (their [Dealer] and [Vulnerable]),
// each solved double-dummy by DDS (Debian's libdds through server/dds.ts), then prints for each set: contracts
// that make, contracts down 3 or more, uncontested giant sides stopped short (with the rule that stopped them), the
// average IMPs lost against the deal's double-dummy par, the absurd contracts, and the IMPs lost by the rule of the
// call that set the final contract. --write stores the figures in docs/bidder-quality.md (and a history row); --ci
// bids the doc's stored sample instead and fails when it is worse than stored beyond the stated tolerance.
// Examples: `npm run bench -- contracts` (seed 2026, 2000 deals); `npm run bench -- contracts --deals 500 --seed 7 a.pbn`; `--list-rule ADV-SUIT` lists that rule's contracts down 3+;
//           `npm run bench -- contracts --deals 0 a.pbn` (the file alone); `npm run bench -- contracts --ci` (CI).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeDeal } from '../lib/bridge/deal';
import { decodePbn, readPbnGames } from '../lib/bridge/pbn/file';
import { createDealer } from '../lib/bridge/random-deal';
import { boardInfo } from '../lib/bridge/scoring/board';
import { readDdsPar, readDdsTable } from '../lib/bridge/scoring/double-dummy';
import type { Deal, Seat, Vulnerability } from '../lib/bridge/types';
import { bidDeal } from '../lib/bidder';
import {
  ABSURD_DOWN, ABSURD_IMPS, absurdReason, CI_TOLERANCE, ciRegressions, dealRecord, down3ByRule, down3Of, figuresLine, figuresOf, historyRow, isAbsurd,
  lossByRule, readBlock, readCiSample, recordLine, replaceBlock, updateHistory, writeCiSample, type DealRecord, type Figures,
} from './support/contract-quality';
import { openDds } from '../server/dds';
import { readStoredTables, spotCheck, tableMismatches, writeStoredTables } from './support/stored-tables';
import { contractText, giantSides, stopSummary, type GiantCase } from './support/giant-sides';

const DOC = 'docs/bidder-quality.md';
/**
 * The tables DDS solved before, by PBN deal: a deal's double-dummy table never changes, so a second run over the same
 * deals (another bidder, another definition) asks DDS only for new deals. Under node_modules/.cache (not tracked);
 * --no-cache solves everything again. The CI sample's tables are kept in the repository instead (STORED), with a spot
 * check solved again in every run.
 */
const CACHE = 'node_modules/.cache/bridge-tutor-dds/tables.json';
/** The CI sample when the doc stores none yet (--ci --write stores it): 200 deals of createDealer(39), issue 39's. */
const CI_SEED = 39;
const CI_DEALS = 200;
/** The CI sample's tables (bench/support/stored-tables.ts): CI solves one deal in SPOT_EVERY again and compares. */
const STORED = 'bench/stored/ci-sample-tables.json';
const SPOT_EVERY = 20;

interface Options {
  deals: number;
  seed: number;
  write: boolean;
  ci: boolean;
  cache: boolean;
  files: string[];
  /** --list-rule R: also list every contract down 3 or more that rule R's call set. */
  listRule: string | null;
}

function options(argv: readonly string[]): Options {
  const o: Options = { deals: 2000, seed: 2026, write: false, ci: false, cache: true, files: [], listRule: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--deals' || a === '--seed') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${a} needs a whole number, got ${argv[i]}`);
      if (a === '--deals') o.deals = n;
      else o.seed = n;
    } else if (a === '--list-rule') {
      const rule = argv[++i];
      if (!rule || rule.startsWith('--')) throw new Error('--list-rule needs a rule id, e.g. --list-rule ADV-SUIT');
      o.listRule = rule;
    } else if (a === '--write') o.write = true;
    else if (a === '--ci') o.ci = true;
    else if (a === '--no-cache') o.cache = false;
    else if (a.startsWith('--')) throw new Error(`unknown option ${a} (--deals N, --seed S, --write, --ci, --no-cache, --list-rule R, PBN files)`);
    else o.files.push(a);
  }
  return o;
}

interface Board {
  readonly source: string;
  readonly board: number;
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
}

function seeded(seed: number, count: number): Board[] {
  const dealer = createDealer(seed);
  return Array.from({ length: count }, (_, i) => ({ source: `seed ${seed}`, board: i + 1, deal: dealer.next(), ...boardInfo(i + 1) }));
}

/** A PBN file's deals with their dealer and vulnerability (from the board number when a tag is missing). */
function pbnBoards(path: string): Board[] {
  const read = readPbnGames(decodePbn(readFileSync(path)).text);
  const boards: Board[] = [];
  for (const [i, { board }] of read.games.entries()) {
    if (!board.deal) continue;
    const number = board.board ?? i + 1;
    const info = boardInfo(number);
    boards.push({ source: path, board: number, deal: board.deal, dealer: board.dealer ?? info.dealer, vul: board.vul ?? info.vul });
  }
  const without = read.games.length - boards.length;
  console.log(`${path}: ${boards.length} deals read${without > 0 ? `, ${without} games without a whole deal skipped` : ''}${read.skipped.length > 0 ? `, ${read.skipped.length} games that do not read skipped` : ''}`);
  return boards;
}

interface SetResult {
  readonly source: string;
  readonly records: DealRecord[];
  readonly cases: GiantCase[];
  readonly figures: Figures;
}

function readCache(use: boolean): Map<string, number[]> {
  if (!use || !existsSync(CACHE)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(CACHE, 'utf8')) as Record<string, number[]>));
}

/** Where the tables come from: those already known (the cache, or the CI sample's stored file), kept to CACHE as they come when `persist`. */
interface TableSource {
  readonly known: Map<string, number[]>;
  readonly persist: boolean;
  /** Where the known tables came from, for the log line. */
  readonly from: string;
}

/** Every deal's DDS table: from the known ones, and from DDS (in its batches) for the deals they lack, kept as they come. */
function tablesOf(dds: ReturnType<typeof openDds>, pbns: readonly string[], source: TableSource): number[][] {
  const { known, persist } = source;
  const missing = [...new Set(pbns.filter((p) => !known.has(p)))];
  const t0 = performance.now();
  // 200 deals at a time (five of DDS's batches): the progress shows, and a run stopped midway keeps what it solved
  for (let start = 0; start < missing.length; start += 200) {
    const part = missing.slice(start, start + 200);
    for (const [i, table] of dds.tables(part).entries()) known.set(part[i], table);
    if (persist) {
      mkdirSync(dirname(CACHE), { recursive: true });
      writeFileSync(CACHE, JSON.stringify(Object.fromEntries(known)));
    }
    if (missing.length > 200) process.stderr.write(`DDS: ${start + part.length} of ${missing.length} deals, ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
  console.log(`DDS solved ${missing.length} deals in ${((performance.now() - t0) / 1000).toFixed(1)} s (${pbns.length - missing.length} tables from ${source.from})`);
  return pbns.map((p) => known.get(p) as number[]);
}

function solve(boards: readonly Board[], source: TableSource): SetResult[] {
  const t0 = performance.now();
  const results = boards.map((b) => bidDeal(b.deal, b.dealer, b.vul));
  console.log(`bid ${boards.length} deals in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const dds = openDds();
  const pbns = boards.map((b) => makeDeal(b.deal, b.dealer));
  const tables = tablesOf(dds, pbns, source);
  const bySource = new Map<string, { records: DealRecord[]; cases: GiantCase[]; slamShort: number; gameShort: number }>();
  for (const [i, b] of boards.entries()) {
    const table = readDdsTable(tables[i]);
    if (!table.ok) throw new Error(`${b.source} board ${b.board}: DDS table does not read: ${JSON.stringify(table.error)}`);
    const par = readDdsPar(dds.par(tables[i], b.dealer, b.vul));
    if (!par.ok) throw new Error(`${b.source} board ${b.board}: DDS par does not read: ${JSON.stringify(par.error)}`);
    const set = bySource.get(b.source) ?? { records: [], cases: [], slamShort: 0, gameShort: 0 };
    bySource.set(b.source, set);
    set.records.push(dealRecord({ source: b.source, board: b.board, deal: b.deal, pbn: pbns[i], dealer: b.dealer, vul: b.vul, result: results[i], table: table.value, par: par.value }));
    const giant = giantSides({ board: b.board, deal: b.deal, dealer: b.dealer, vul: b.vul, result: results[i] });
    set.cases.push(...giant.cases);
  }
  return [...bySource].map(([source, s]) => ({
    source,
    records: s.records,
    cases: s.cases,
    figures: figuresOf(s.records, { slamShort: s.cases.filter((c) => c.kind === 'slam').length, gameShort: s.cases.filter((c) => c.kind === 'game').length }),
  }));
}

/** The absurd contracts by kind: ' (4+ down 3, above its values 1, below its values 5)'. */
function absurdKinds(absurd: readonly DealRecord[]): string {
  if (absurd.length === 0) return '';
  const kind = (r: DealRecord): string => (absurdReason(r) ?? '').replace(/ \(.*$/, '').replace(/^\d+ down$/, `${ABSURD_DOWN}+ down`);
  const count = new Map<string, number>();
  for (const r of absurd) count.set(kind(r), (count.get(kind(r)) ?? 0) + 1);
  return ` (${[...count].map(([k, n]) => `${k} ${n}`).join(', ')})`;
}

/** A set's report, as printed and as stored in the doc's figures block. */
function report(set: SetResult): string[] {
  const f = set.figures;
  const absurd = set.records.filter(isAbsurd);
  return [
    `### ${set.source}: ${f.deals} deals`,
    '',
    `- Contracts that make: ${f.made} of ${f.contracts} (${f.madePct} %); passed out: ${f.passedOut}.`,
    `- Contracts down 3 or more: ${f.down3} (${f.down3Pct} %).`,
    `- Uncontested sides with 33+ HCP below slam: ${f.slamShort}; with 26+ HCP below game: ${f.gameShort}.`,
    `- Average IMP loss against the double-dummy par: ${f.avgImpLoss.toFixed(2)} per deal.`,
    `- Absurd contracts (${ABSURD_DOWN}+ down, or ${ABSURD_IMPS}+ IMPs lost against par above or below the side's values): ${f.absurd}${absurdKinds(absurd)}.`,
    '',
    'IMPs lost by the rule of the call that set the final contract (top 10: rule, deals, IMPs, average):',
    '',
    ...lossByRule(set.records).map((r) => `- ${r.rule}: ${r.deals} deal${r.deals === 1 ? '' : 's'}, ${r.imps} IMPs, ${(r.imps / r.deals).toFixed(2)} each`),
    '',
    'Contracts down 3 or more, by the rule of the call that set them (top 10):',
    '',
    ...(f.down3 > 0 ? down3ByRule(set.records).map((r) => `- ${r.rule}: ${r.deals}`) : ['- none']),
    '',
    'Giant sides stopped short, by the rule that stopped them:',
    '',
    ...(set.cases.length > 0 ? stopSummary(set.cases) : ['- none']),
    '',
    ...set.cases.map((c) => `- board ${c.board}: ${c.side} ${c.points} HCP, ${contractText(c.result)} (below ${c.kind}); ${c.stop}`),
    ...(set.cases.length > 0 ? [''] : []),
    'Absurd contracts (deal, auction with rule ids, the rule that set the contract):',
    '',
    ...(absurd.length > 0 ? absurd.map((r) => `- ${recordLine(r)}`) : ['- none']),
    '',
  ];
}

/** The commit at which the bidder (or the hand evaluation it counts with) last changed: the history's key. */
function bidderCommit(): string {
  return execFileSync('git', ['log', '-1', '--format=%h', '--', 'lib/bidder', 'lib/evaluation'], { encoding: 'utf8' }).trim();
}

/**
 * The CI sample's tables: the stored ones (STORED), a spot check of them solved again by DDS and compared, and DDS for
 * any deal the file lacks; with --no-cache or --write, all of them from DDS. Null (and the deals named) when a stored
 * table is not what DDS gives.
 */
function ciTables(boards: readonly Board[], seed: number, o: Options): TableSource | null {
  const stored = o.cache && !o.write && existsSync(STORED) ? readStoredTables(readFileSync(STORED, 'utf8')) : null;
  if (!stored || stored.seed !== seed) {
    if (o.cache && !o.write) console.log(`${STORED}: no stored tables of seed ${seed}: DDS solves every deal (store them with --ci --write)`);
    return { known: new Map(), persist: false, from: o.write ? 'nowhere: --write solves all' : 'nowhere' };
  }
  const pbns = boards.map((b) => makeDeal(b.deal, b.dealer));
  const checked = spotCheck(pbns, SPOT_EVERY);
  const t0 = performance.now();
  const solved = new Map(openDds().tables(checked).map((table, i) => [checked[i], table]));
  const wrong = tableMismatches(stored, solved);
  console.log(`DDS spot check: ${checked.length} of the ${pbns.length} stored tables solved again in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${wrong.length} differ`);
  if (wrong.length > 0) {
    console.log(`${STORED}: stored tables that DDS does not give again:\n${wrong.map((w) => `  - ${w}`).join('\n')}`);
    return null;
  }
  const lacking = pbns.filter((p) => !stored.tables[p]).length;
  if (lacking > 0) console.log(`${STORED}: lacks ${lacking} deals of the sample; DDS solves them (store them with --ci --write)`);
  return { known: new Map([...Object.entries(stored.tables).map(([p, t]) => [p, [...t]] as [string, number[]]), ...solved]), persist: false, from: STORED };
}

function main(): number {
  const o = options(process.argv.slice(2));
  const doc = readFileSync(DOC, 'utf8');
  if (o.ci) {
    const stored = readCiSample(doc);
    if (!stored && !o.write) throw new Error(`${DOC} has no readable \`\`\`ci-sample block (store one with --ci --write)`);
    const seed = stored?.seed ?? CI_SEED;
    const boards = seeded(seed, stored?.figures.deals ?? CI_DEALS);
    const source = ciTables(boards, seed, o);
    if (!source) return 1;
    const [set] = solve(boards, source);
    if (o.write) {
      writeFileSync(STORED, writeStoredTables({ seed, tables: Object.fromEntries(boards.map((b) => makeDeal(b.deal, b.dealer)).map((p) => [p, source.known.get(p)!])) }));
      console.log(`${STORED}: the sample's ${boards.length} tables stored`);
    }
    console.log(report(set).join('\n'));
    console.log(`CI sample now:    ${figuresLine(set.figures)}`);
    if (stored) console.log(`CI sample stored: ${figuresLine(stored.figures)}`);
    if (o.write) {
      const next = writeCiSample(doc, seed, set.figures);
      if (!next) throw new Error(`${DOC} has no \`\`\`ci-sample block`);
      writeFileSync(DOC, next);
      console.log(`${DOC}: the ci-sample block rewritten`);
      return 0;
    }
    if (!stored) return 1;
    const worse = ciRegressions(set.figures, stored.figures);
    if (worse.length === 0) {
      console.log(`CI sample: within the tolerance of the stored figures (${JSON.stringify(CI_TOLERANCE)})`);
      return 0;
    }
    console.log(`CI sample: worse than stored beyond the tolerance:\n${worse.map((w) => `  - ${w}`).join('\n')}`);
    return 1;
  }
  const boards = [...seeded(o.seed, o.deals), ...o.files.flatMap(pbnBoards)];
  const sets = solve(boards, { known: readCache(o.cache), persist: o.cache, from: o.cache ? CACHE : 'nowhere: --no-cache' });
  const text = sets.flatMap(report);
  console.log(text.join('\n'));
  if (o.listRule) {
    for (const set of sets) {
      const list = down3Of(set.records, o.listRule);
      console.log(`${set.source}: contracts down 3 or more set by ${o.listRule}: ${list.length}`);
      for (const r of list) console.log(`- ${recordLine(r)}`);
    }
  }
  for (const set of sets) console.log(`${set.source}: ${figuresLine(set.figures)}`);
  if (o.write) {
    const seededSet = sets.find((s) => s.source === `seed ${o.seed}`);
    if (!seededSet) throw new Error('--write stores the seeded deals\' figures: give --deals more than 0');
    const date = new Date().toISOString().slice(0, 10);
    const commit = bidderCommit();
    const head = `Measured ${date}, bidder at commit ${commit}: bidDeal over ${o.deals} deals of createDealer(${o.seed}) (\`npm run bench -- contracts --deals ${o.deals} --seed ${o.seed} --write\`).`;
    let next = replaceBlock(doc, 'figures', [head, '', ...report(seededSet)].join('\n'));
    const rows = (readBlock(doc, 'history') ?? '').split('\n').filter((l) => l.startsWith('|') && !/^\|\s*(date|-)/.test(l));
    const table = ['| date | bidder at commit | deals | make % | down 3+ % | 33+ / 26+ | avg IMP loss | absurd |', '|---|---|---|---|---|---|---|---|', ...updateHistory(rows, historyRow(date, commit, seededSet.figures))];
    next = next && replaceBlock(next, 'history', table.join('\n'));
    if (!next) throw new Error(`${DOC} lacks the figures or history markers`);
    writeFileSync(DOC, next);
    console.log(`${DOC}: figures and history written`);
  }
  return 0;
}

process.exitCode = main();
