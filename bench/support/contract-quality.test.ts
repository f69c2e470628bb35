import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDdsPar, readDdsTable, type DdTable, type Par } from '../../lib/bridge/scoring/double-dummy';
import type { Level, Seat, Strain, Vulnerability } from '../../lib/bridge/types';
import {
  absurdReason, ciRegressions, CI_TOLERANCE, dealRecord, down3ByRule, down3Of, figuresOf, finalRuleOf, historyRow, hcpFor, lossByRule, readBlock,
  readCiSample, replaceBlock, updateHistory, writeCiSample, type DealRecord, type Figures,
} from './contract-quality';
import { auction, deal } from './test-auction';

// Deals with their tables and par as DDS 2.9.0 solved them (resTable: strains S H D C N × hands N E S W).
const BOARD_3 = {
  pbn: 'S:KQ62.43.AKT3.Q54 J94.J.Q8642.K632 75.AKQT752.75.A7 AT83.986.J9.JT98', // NS 27 HCP, EW 13
  dealer: 'S' as Seat, vul: 'EW' as Vulnerability,
  res: [7, 5, 8, 4, 11, 1, 12, 1, 7, 5, 8, 5, 6, 6, 7, 5, 10, 1, 12, 1], par: { score: 990, contracts: ['6N-S'] },
};
const GIANT = {
  pbn: 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432', // NS 37 HCP
  dealer: 'N' as Seat, vul: 'None' as Vulnerability,
  res: [13, 0, 13, 0, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 12, 1, 13, 0, 13, 0], par: { score: 1520, contracts: ['7N-NS'] },
};

function solved(b: typeof BOARD_3): { table: DdTable; par: Par } {
  const table = readDdsTable(b.res);
  const par = readDdsPar(b.par);
  if (!table.ok || !par.ok) throw new Error('bad test data');
  return { table: table.value, par: par.value };
}

/** A record of `b` whose auction ends in `contract` by `declarer` (the last bid's rule `rule`), or passed out. */
function record(b: typeof BOARD_3, contract: `${Level}${Strain}${'' | 'X'}` | null, declarer: Seat = 'S', rule = 'RR-GAME'): DealRecord {
  const c = contract === null ? null : { level: Number(contract[0]) as Level, strain: contract[1] as Strain, risk: contract.slice(2) as '' | 'X', declarer };
  const result = c
    ? auction(declarer, `${c.level}${c.strain}:${rule} P:X-PASS${c.risk ? ` X:D-X P:X-PASS` : ''} P:X-PASS P:X-PASS`, c)
    : auction(b.dealer, 'P:O-PASS P:O-PASS P:O-PASS P:O-PASS', null);
  return dealRecord({ source: 'test', board: 1, deal: deal(b.pbn), pbn: b.pbn, dealer: b.dealer, vul: b.vul, result, ...solved(b) });
}

describe('dealRecord: the contract reached against the double-dummy par', () => {
  it('3NT by South making 12 on board 3 (EW vulnerable): +490 against par +990, 11 IMPs lost', () => {
    const r = record(BOARD_3, '3N');
    expect(r.outcome).toMatchObject({ tricks: 12, made: true, over: 3 });
    expect(r).toMatchObject({ ns: 490, parNs: 990, loss: 11, finalRule: 'RR-GAME', hcp: { NS: 27, EW: 13 } });
  });

  it('par reached loses nothing; a pass-out scores 0 and loses the whole par', () => {
    expect(record(BOARD_3, '6N').loss).toBe(0);
    const passed = record(BOARD_3, null);
    expect(passed).toMatchObject({ outcome: null, ns: 0, loss: 14, finalRule: 'passed out' });
  });

  it('the IMPs lost count whichever side lost them: East-West playing 1♠ undoubled, 4 down', () => {
    const r = record(BOARD_3, '1S', 'W', 'O-1');
    expect(r.outcome).toMatchObject({ tricks: 4, down: 3 });
    expect(r.ns).toBe(300);
    expect(r.loss).toBe(12);
  });

  it('finalRuleOf is the rule of the last bid, not of a later double or pass', () => {
    expect(finalRuleOf(auction('N', '1H:O-1 X:D-X 4H:R-RAISE4 X:ADV-X P:X-PASS P:X-PASS P:X-PASS', { level: 4, strain: 'H', risk: 'X', declarer: 'N' }))).toBe('R-RAISE4');
  });
});

describe('absurd contracts: down 4+, or 10+ IMPs lost above or below the side\'s values', () => {
  it('the HCP a level asks for', () => {
    expect([hcpFor({ level: 2, strain: 'S' }), hcpFor({ level: 3, strain: 'N' }), hcpFor({ level: 4, strain: 'D' }), hcpFor({ level: 5, strain: 'C' }), hcpFor({ level: 6, strain: 'H' }), hcpFor({ level: 7, strain: 'N' })]).toEqual([0, 26, 0, 26, 33, 37]);
  });

  it('down 4 or more is absurd whatever it costs', () => {
    expect(absurdReason(record(BOARD_3, '5S', 'N'))).toBe('4 down');
    expect(absurdReason(record(BOARD_3, '4S', 'N'))).toBeNull();
  });

  it('a grand slam on 27 HCP, one down: absurd above its values', () => {
    const r = record(BOARD_3, '7N');
    expect(r.loss).toBe(14);
    expect(absurdReason(r)).toBe('above its values (27 HCP)');
  });

  it('one level too high over a par game of its own is not absurd, even on few HCP: 5♠ one down where 4♠ makes', () => {
    // Camrose board 22 shape: NS 18 HCP, par 4♠ by NS (+420); the same loss with no par of its own is absurd
    const r = record(BOARD_3, '7N');
    const own = { ...r, hcp: { NS: 18, EW: 22 }, par: { ns: 990, contracts: [{ level: 7, strain: 'N' as const, doubled: false, by: 'S', delta: 0 }] } };
    expect(absurdReason(own)).toBeNull();
    expect(absurdReason({ ...own, par: { ns: 990, contracts: [{ level: 6, strain: 'N' as const, doubled: false, by: 'S', delta: 0 }] } })).toBe('above its values (18 HCP)');
  });

  it('missing a slam that needs luck (27 HCP, 12 tricks double-dummy) costs IMPs but is not absurd', () => {
    expect(absurdReason(record(BOARD_3, '3N'))).toBeNull();
  });

  it('stopping in game with 37 HCP and 13 tricks: absurd below its values', () => {
    const r = record(GIANT, '3N', 'N');
    expect(r.loss).toBe(14);
    expect(absurdReason(r)).toBe('below its values (37 HCP, par 7NT)');
  });
});

const FIGURES: Figures = { deals: 200, passedOut: 10, contracts: 190, made: 130, madePct: 68.4, down3: 6, down3Pct: 3.2, slamShort: 0, gameShort: 5, avgImpLoss: 4.1, absurd: 7 };

describe('figures, the loss by rule and the CI check', () => {
  it('counts contracts that make and go down 3+ among the contracts reached, the average loss over all deals', () => {
    const records = [record(BOARD_3, '3N'), record(BOARD_3, '6N'), record(BOARD_3, '1S', 'W', 'O-1'), record(BOARD_3, null), record(BOARD_3, '5S', 'N', 'RB-JUMP')];
    const f = figuresOf(records, { slamShort: 1, gameShort: 2 });
    expect(f).toEqual({ deals: 5, passedOut: 1, contracts: 4, made: 2, madePct: 50, down3: 2, down3Pct: 50, slamShort: 1, gameShort: 2, avgImpLoss: (11 + 0 + 12 + 14 + record(BOARD_3, '5S', 'N').loss) / 5, absurd: 1 });
    expect(lossByRule(records)).toEqual([
      { rule: 'passed out', deals: 1, imps: 14 },
      { rule: 'RB-JUMP', deals: 1, imps: record(BOARD_3, '5S', 'N').loss },
      { rule: 'O-1', deals: 1, imps: 12 },
      { rule: 'RR-GAME', deals: 2, imps: 11 },
    ].sort((a, b) => b.imps - a.imps || a.rule.localeCompare(b.rule)));
    expect(lossByRule(records, 2)).toHaveLength(2);
    // the two contracts down 3 or more, each by the rule that set it
    const down3 = records.filter((r) => (r.outcome?.down ?? 0) >= 3);
    expect(down3).toHaveLength(2);
    expect(down3ByRule(records).reduce((n, r) => n + r.deals, 0)).toBe(2);
    expect(down3ByRule(records)).toEqual(
      [...new Set(down3.map((r) => r.finalRule))].map((rule) => ({ rule, deals: down3.filter((r) => r.finalRule === rule).length }))
        .sort((a, b) => b.deals - a.deals || a.rule.localeCompare(b.rule)),
    );
    expect(down3ByRule(records, 1)).toHaveLength(1);
    // --list-rule: exactly the contracts down 3+ that the rule set
    for (const { rule, deals } of down3ByRule(records)) {
      expect(down3Of(records, rule)).toHaveLength(deals);
      expect(down3Of(records, rule).every((r) => r.finalRule === rule && (r.outcome?.down ?? 0) >= 3)).toBe(true);
    }
    expect(down3Of(records, 'ADV-SUIT')).toEqual([]);
  });

  it('passes within the tolerance and names each figure beyond it', () => {
    expect(ciRegressions(FIGURES, FIGURES)).toEqual([]);
    const edge = { ...FIGURES, madePct: FIGURES.madePct - CI_TOLERANCE.madePct, avgImpLoss: 4.3, absurd: 8, gameShort: 6 };
    expect(ciRegressions(edge, FIGURES)).toEqual([]);
    const worse = { ...FIGURES, madePct: 66.3, down3Pct: 4.3, avgImpLoss: 4.31, absurd: 9, slamShort: 1, gameShort: 7 };
    expect(ciRegressions(worse, FIGURES)).toHaveLength(6);
    expect(ciRegressions({ ...FIGURES, deals: 199 }, FIGURES)[0]).toContain('199 deals');
    expect(ciRegressions({ ...FIGURES, madePct: 80, avgImpLoss: 2, absurd: 0 }, FIGURES)).toEqual([]);
  });
});

describe("the doc's generated blocks", () => {
  const doc = 'head\n<!-- figures:start -->\nold\n<!-- figures:end -->\n\n```ci-sample\n{}\n```\ntail\n';

  it('replaces and reads a marked block, and refuses a doc without it', () => {
    const next = replaceBlock(doc, 'figures', 'new\nlines');
    expect(next).toBe('head\n<!-- figures:start -->\nnew\nlines\n<!-- figures:end -->\n\n```ci-sample\n{}\n```\ntail\n');
    expect(readBlock(next ?? '', 'figures')).toBe('new\nlines');
    expect(replaceBlock(doc, 'history', 'x')).toBeNull();
    expect(readBlock(doc, 'history')).toBeNull();
  });

  it('writes the CI sample and reads it back; an empty or partial block does not read', () => {
    expect(readCiSample(doc)).toBeNull();
    const next = writeCiSample(doc, 39, FIGURES) ?? '';
    expect(readCiSample(next)).toEqual({ seed: 39, figures: FIGURES });
    expect(next.endsWith('```\ntail\n')).toBe(true);
    expect(readCiSample(next.replace('"absurd": 7', '"absurd": "7"'))).toBeNull();
    expect(writeCiSample('no block', 39, FIGURES)).toBeNull();
  });

  it('adds a history row, or replaces the row of the same commit and deal count', () => {
    const a = historyRow('2026-12-06', 'ea06f4d', FIGURES);
    expect(a).toBe('| 2026-12-06 | ea06f4d | 200 | 68.4 | 3.2 | 0 / 5 | 4.10 | 7 |');
    const b = historyRow('2026-12-07', 'ea06f4d', { ...FIGURES, absurd: 3 });
    const c = historyRow('2026-12-07', '1234567', FIGURES);
    expect(updateHistory([a], b)).toEqual([b]);
    expect(updateHistory([a], c)).toEqual([a, c]);
    expect(updateHistory([a], historyRow('2026-12-07', 'ea06f4d', { ...FIGURES, deals: 2000 }))).toHaveLength(2);
  });
});

describe('docs/bidder-quality.md holds what the bench and CI read', () => {
  const doc = readFileSync(fileURLToPath(new URL('../../docs/bidder-quality.md', import.meta.url)), 'utf8');

  it('a CI sample of 200 seeded deals with every figure, and the figures and history blocks', () => {
    const sample = readCiSample(doc);
    expect(sample?.figures.deals).toBe(200);
    expect(readBlock(doc, 'figures')).toMatch(/^Measured \d{4}-\d\d-\d\d, bidder at commit [0-9a-f]+/);
    expect(readBlock(doc, 'history')).toMatch(/\| date \| bidder at commit \|/);
  });

  it('states the tolerance CI_TOLERANCE applies', () => {
    const text = doc.replace(/\s+/g, ' ');
    expect(text).toContain(`the make % falls by more than ${CI_TOLERANCE.madePct} points`);
    expect(text).toContain(`the down-3+ % rises by more than ${CI_TOLERANCE.down3Pct} point`);
    expect(text).toContain(`the average IMP loss rises by more than ${CI_TOLERANCE.avgImpLoss.toFixed(2)} IMP`);
    expect(text).toContain(`the absurd contracts rise by more than ${CI_TOLERANCE.absurd}`);
    expect(CI_TOLERANCE.slamShort).toBe(0);
    expect(text).toContain('the 33+ HCP sides below slam rise at all');
    expect(text).toContain(`the 26+ HCP sides below game rise by more than ${CI_TOLERANCE.gameShort}`);
  });
});
