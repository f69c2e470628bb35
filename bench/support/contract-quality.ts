// The double-dummy bench's arithmetic (issue 39 §4, docs/bidder-quality.md): one bid deal against its DDS table and par
// (its record), the figures of a set of records, the breakdown of the IMPs lost by the rule that set the contract, the
// CI sample's check against the stored figures, and the rewriting of the doc's generated blocks. No solver here: the
// bench (bench/contracts.ts) calls DDS and hands its results in, so all of this is unit-tested without libdds.
// Example: const r = dealRecord({ …, result: bidDeal(deal, 'N', 'None'), table, par }); figuresOf([r, …]).madePct → 71.3.

import { makeCall } from '../../lib/bridge/call';
import { contractOutcome, type DdOutcome, type DdTable, type Par } from '../../lib/bridge/scoring/double-dummy';
import { imps } from '../../lib/bridge/scoring/imps';
import { isGame } from '../../lib/bridge/scoring/duplicate';
import { handOf } from '../../lib/bridge/deal';
import { sideOf, type Deal, type Level, type Seat, type Side, type Strain, type Vulnerability } from '../../lib/bridge/types';
import type { BidDealResult } from '../../lib/bidder';
import { hcp } from './giant-sides';

/** Absurd (docs/bidder-quality.md): a contract that goes down this many tricks or more double-dummy, … */
export const ABSURD_DOWN = 4;
/** … or loses this many IMPs or more against par at a level the losing side's HCP do not justify (see absurdReason). */
export const ABSURD_IMPS = 10;
/** The HCP a side needs for a game, a small slam and a grand slam: docs/system.md 5.1's 26 and 33, and 37. */
export const LEVEL_HCP = { game: 26, slam: 33, grand: 37 } as const;

export interface DealRecord {
  /** Where the deal comes from: 'seed 2026' or a PBN file's name. */
  readonly source: string;
  readonly board: number;
  /** The deal as PBN writes it ('N:… … … …'). */
  readonly pbn: string;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly result: BidDealResult;
  /** The contract played double-dummy by its declarer; null when the deal was passed out. */
  readonly outcome: DdOutcome | null;
  /** North-South's score of the contract reached (0 when passed out). */
  readonly ns: number;
  /** North-South's par score (DDS DealerPar for the board's dealer and vulnerability). */
  readonly parNs: number;
  /** IMPs between the contract's score and par, whichever side lost them: the bidder bid both sides. */
  readonly loss: number;
  /** The rule of the call that set the final contract (its last bid), or 'passed out'. */
  readonly finalRule: string;
  /** Each side's HCP. */
  readonly hcp: Readonly<Record<Side, number>>;
  readonly par: Par;
}

/** The rule of the last bid of the auction: the call that set the final contract. */
export function finalRuleOf(result: BidDealResult): string {
  const last = [...result.calls].reverse().find((c) => c.call.kind === 'bid');
  return last ? last.rule : 'passed out';
}

export function dealRecord(input: {
  source: string;
  board: number;
  deal: Deal;
  pbn: string;
  dealer: Seat;
  vul: Vulnerability;
  result: BidDealResult;
  table: DdTable;
  par: Par;
}): DealRecord {
  const { source, board, deal, pbn, dealer, vul, result, table, par } = input;
  const outcome = result.contract ? contractOutcome(table, result.contract, vul) : null;
  const ns = outcome?.ns ?? 0;
  const points = (a: Seat, b: Seat): number => hcp(handOf(deal, a)) + hcp(handOf(deal, b));
  return {
    source, board, pbn, dealer, vul, result, outcome, ns, par,
    parNs: par.ns,
    loss: Math.abs(imps(ns - par.ns)),
    finalRule: finalRuleOf(result),
    hcp: { NS: points('N', 'S'), EW: points('E', 'W') },
  };
}

/** The HCP a contract's level asks for: 37 for a grand slam, 33 for a small slam, 26 for a game, 0 for a partscore. */
export function hcpFor(contract: { level: number; strain: Strain }): number {
  if (contract.level >= 7) return LEVEL_HCP.grand;
  if (contract.level === 6) return LEVEL_HCP.slam;
  return isGame({ level: contract.level as Level, strain: contract.strain, risk: '' }) ? LEVEL_HCP.game : 0;
}

const parSide = (by: string): Side => (by.includes('N') || by.includes('S') ? 'NS' : 'EW');

/**
 * Why a deal's contract is absurd (docs/bidder-quality.md), or null:
 * - 'down N': it goes down ABSURD_DOWN or more double-dummy;
 * - 'above its values': it loses ABSURD_IMPS or more against par, failing, at a level its side's HCP do not reach
 *   (a game on fewer than 26, a small slam on fewer than 33, a grand on fewer than 37) and above the side's own par
 *   contract's (5♠ one down where 4♠ is par is one level too high, not absurd);
 * - 'below its values': it loses ABSURD_IMPS or more against par because the losing side stopped below its own par
 *   contract of a level its HCP reach (a par game with 26+, a par slam with 33+, a par grand with 37+).
 * Losses against a double-dummy sacrifice, a slam on fewer HCP than the system asks, or a lead only double dummy finds
 * are not absurd: a teacher would not reject the auction for them.
 */
export function absurdReason(r: Pick<DealRecord, 'loss' | 'outcome' | 'ns' | 'parNs' | 'hcp' | 'par' | 'result'>): string | null {
  const down = r.outcome?.down ?? 0;
  if (down >= ABSURD_DOWN) return `${down} down`;
  if (r.loss < ABSURD_IMPS) return null;
  const loser: Side = r.ns < r.parNs ? 'NS' : 'EW';
  const c = r.result.contract;
  const ours = c !== null && sideOf(c.declarer) === loser;
  const parOwn = r.par.contracts.find((p) => parSide(p.by) === loser);
  const parNeeds = parOwn ? hcpFor(parOwn) : 0;
  if (ours && down > 0 && r.hcp[loser] < hcpFor(c) && hcpFor(c) > parNeeds) return `above its values (${r.hcp[loser]} HCP)`;
  if (parOwn && r.hcp[loser] >= parNeeds && parNeeds > (ours ? hcpFor(c) : 0)) return `below its values (${r.hcp[loser]} HCP, par ${parOwn.level}${parOwn.strain === 'N' ? 'NT' : parOwn.strain})`;
  return null;
}

export function isAbsurd(record: Parameters<typeof absurdReason>[0]): boolean {
  return absurdReason(record) !== null;
}

export interface Figures {
  readonly deals: number;
  readonly passedOut: number;
  /** Contracts reached (passed-out deals apart). */
  readonly contracts: number;
  readonly made: number;
  /** made / contracts, in %, one decimal. */
  readonly madePct: number;
  readonly down3: number;
  readonly down3Pct: number;
  /** Uncontested sides with 33+ HCP below slam, and with 26+ HCP below game (bench/support/giant-sides.ts). */
  readonly slamShort: number;
  readonly gameShort: number;
  /** The average IMPs lost against par over all deals (passed-out ones too), two decimals. */
  readonly avgImpLoss: number;
  readonly absurd: number;
}

const round = (x: number, places: number): number => Math.round(x * 10 ** places) / 10 ** places;
const pct = (n: number, of: number): number => (of === 0 ? 0 : round((100 * n) / of, 1));

export function figuresOf(records: readonly DealRecord[], giant: { slamShort: number; gameShort: number }): Figures {
  const played = records.filter((r) => r.outcome !== null);
  const made = played.filter((r) => r.outcome?.made).length;
  const down3 = played.filter((r) => (r.outcome?.down ?? 0) >= 3).length;
  const loss = records.reduce((sum, r) => sum + r.loss, 0);
  return {
    deals: records.length,
    passedOut: records.length - played.length,
    contracts: played.length,
    made,
    madePct: pct(made, played.length),
    down3,
    down3Pct: pct(down3, played.length),
    slamShort: giant.slamShort,
    gameShort: giant.gameShort,
    avgImpLoss: records.length === 0 ? 0 : round(loss / records.length, 2),
    absurd: records.filter(isAbsurd).length,
  };
}

export interface RuleLoss {
  readonly rule: string;
  readonly deals: number;
  readonly imps: number;
}

/** The IMPs lost by the rule of the call that set the final contract, the largest totals first (ties: by rule). */
export function lossByRule(records: readonly DealRecord[], top = 10): RuleLoss[] {
  const by = new Map<string, { deals: number; imps: number }>();
  for (const r of records) {
    const e = by.get(r.finalRule) ?? { deals: 0, imps: 0 };
    by.set(r.finalRule, { deals: e.deals + 1, imps: e.imps + r.loss });
  }
  return [...by]
    .map(([rule, e]) => ({ rule, ...e }))
    .sort((a, b) => b.imps - a.imps || a.rule.localeCompare(b.rule))
    .slice(0, top);
}

/** The contracts down 3 or more by the rule of the call that set them, the most first (ties: by rule). */
export function down3ByRule(records: readonly DealRecord[], top = 10): { readonly rule: string; readonly deals: number }[] {
  const by = new Map<string, number>();
  for (const r of records) if ((r.outcome?.down ?? 0) >= 3) by.set(r.finalRule, (by.get(r.finalRule) ?? 0) + 1);
  return [...by]
    .map(([rule, deals]) => ({ rule, deals }))
    .sort((a, b) => b.deals - a.deals || a.rule.localeCompare(b.rule))
    .slice(0, top);
}

/** The contracts down 3 or more that `rule`'s call set (`npm run bench -- contracts --list-rule ADV-SUIT`), in deal order. */
export function down3Of(records: readonly DealRecord[], rule: string): DealRecord[] {
  return records.filter((r) => r.finalRule === rule && (r.outcome?.down ?? 0) >= 3);
}

/** How much worse than stored the CI sample may be before the check fails (docs/bidder-quality.md says the same). */
export const CI_TOLERANCE = {
  /** percentage points the make % may fall */
  madePct: 2,
  /** percentage points the down-3+ % may rise */
  down3Pct: 1,
  /** IMPs the average loss may rise */
  avgImpLoss: 0.2,
  /** absurd contracts more */
  absurd: 1,
  /** uncontested 33+ HCP sides below slam more */
  slamShort: 0,
  /** uncontested 26+ HCP sides below game more */
  gameShort: 1,
} as const;

/** The ways the sample is worse than stored beyond CI_TOLERANCE; empty when it passes. */
export function ciRegressions(now: Figures, stored: Figures): string[] {
  const out: string[] = [];
  const t = CI_TOLERANCE;
  if (now.deals !== stored.deals) out.push(`the sample has ${now.deals} deals, the stored figures ${stored.deals}`);
  if (now.madePct < stored.madePct - t.madePct) out.push(`make % ${now.madePct} < stored ${stored.madePct} − ${t.madePct}`);
  if (now.down3Pct > stored.down3Pct + t.down3Pct) out.push(`down 3+ % ${now.down3Pct} > stored ${stored.down3Pct} + ${t.down3Pct}`);
  if (now.avgImpLoss > round(stored.avgImpLoss + t.avgImpLoss, 2)) out.push(`average IMP loss ${now.avgImpLoss} > stored ${stored.avgImpLoss} + ${t.avgImpLoss}`);
  if (now.absurd > stored.absurd + t.absurd) out.push(`absurd contracts ${now.absurd} > stored ${stored.absurd} + ${t.absurd}`);
  if (now.slamShort > stored.slamShort + t.slamShort) out.push(`33+ HCP below slam ${now.slamShort} > stored ${stored.slamShort} + ${t.slamShort}`);
  if (now.gameShort > stored.gameShort + t.gameShort) out.push(`26+ HCP below game ${now.gameShort} > stored ${stored.gameShort} + ${t.gameShort}`);
  return out;
}

/** The figures as one line: 'deals 2000 · passed out 310 · made 1201/1690 (71.1 %) · …'. */
export function figuresLine(f: Figures): string {
  return [
    `deals ${f.deals}`,
    `passed out ${f.passedOut}`,
    `made ${f.made}/${f.contracts} (${f.madePct} %)`,
    `down 3+ ${f.down3} (${f.down3Pct} %)`,
    `33+ HCP below slam ${f.slamShort}`,
    `26+ HCP below game ${f.gameShort}`,
    `average IMP loss ${f.avgImpLoss.toFixed(2)}`,
    `absurd ${f.absurd}`,
  ].join(' · ');
}

/** A record as one line of the absurd list: board, contract, tricks, score against par, IMPs, auction with rules. */
export function recordLine(r: DealRecord): string {
  const c = r.result.contract;
  const contract = c ? `${makeCall({ kind: 'bid', level: c.level, strain: c.strain })}${c.risk} ${c.declarer}` : 'passed out';
  const o = r.outcome;
  const result = o ? (o.made ? `made ${o.tricks} tricks` : `${o.down} down`) : '';
  const auction = r.result.calls.map((x) => `${makeCall(x.call)} (${x.rule})`).join(' ');
  const why = absurdReason(r);
  return `${r.source} board ${r.board} [Deal "${r.pbn}"] [Dealer "${r.dealer}"] [Vulnerable "${r.vul}"]: ${contract}${result ? `, ${result}` : ''}, NS ${r.ns} against par ${r.parNs}: −${r.loss} IMPs${why ? ` (absurd: ${why})` : ''}; set by ${r.finalRule}; auction ${auction}`;
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` (the markers kept); null when absent. */
export function replaceBlock(doc: string, name: string, body: string): string | null {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a < 0 || b < a) return null;
  return `${doc.slice(0, a + start.length)}\n${body.trim()}\n${doc.slice(b)}`;
}

/** The text between a block's markers, or null. */
export function readBlock(doc: string, name: string): string | null {
  const start = `<!-- ${name}:start -->`;
  const a = doc.indexOf(start);
  const b = doc.indexOf(`<!-- ${name}:end -->`);
  return a < 0 || b < a ? null : doc.slice(a + start.length, b).trim();
}

/** The stored CI sample: the JSON inside the ```ci-sample fence of the doc, checked to carry every figure. */
export function readCiSample(doc: string): { seed: number; figures: Figures } | null {
  const m = /```ci-sample\n([\s\S]*?)\n```/.exec(doc);
  if (!m) return null;
  const data = JSON.parse(m[1]) as { seed?: unknown; figures?: Record<string, unknown> };
  const keys: (keyof Figures)[] = ['deals', 'passedOut', 'contracts', 'made', 'madePct', 'down3', 'down3Pct', 'slamShort', 'gameShort', 'avgImpLoss', 'absurd'];
  if (typeof data.seed !== 'number' || !data.figures || keys.some((k) => typeof data.figures?.[k] !== 'number')) return null;
  return { seed: data.seed, figures: data.figures as unknown as Figures };
}

/** The ```ci-sample fence written back with new figures. */
export function writeCiSample(doc: string, seed: number, figures: Figures): string | null {
  const re = /```ci-sample\n[\s\S]*?\n```/;
  if (!re.test(doc)) return null;
  return doc.replace(re, () => `\`\`\`ci-sample\n${JSON.stringify({ seed, figures }, null, 2)}\n\`\`\``);
}

/** One row of the history table: | date | bidder at commit | deals | make % | down 3+ % | 33+ / 26+ | avg IMP loss | absurd |. */
export function historyRow(date: string, commit: string, f: Figures): string {
  return `| ${date} | ${commit} | ${f.deals} | ${f.madePct} | ${f.down3Pct} | ${f.slamShort} / ${f.gameShort} | ${f.avgImpLoss.toFixed(2)} | ${f.absurd} |`;
}

/** The history table's rows with `row` added, or put in place of the row of the same commit and deal count. */
export function updateHistory(rows: readonly string[], row: string): string[] {
  const key = (r: string): string => r.split('|').slice(2, 4).map((x) => x.trim()).join(' ');
  const at = rows.findIndex((r) => key(r) === key(row));
  return at < 0 ? [...rows, row] : rows.map((r, i) => (i === at ? row : r));
}
