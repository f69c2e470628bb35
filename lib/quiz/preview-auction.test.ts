import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../bridge/auction';
import type { Call } from '../bridge/types';
import { itemFromCode, itemCode } from './item-code';
import { quizItem } from './item';
import { AUCTION_COLUMNS, PREVIEW_AUCTION_ROWS, previewAuction, type PreviewCell } from './preview-auction';
import { quizSession } from './session';
import { DRILL_KINDS } from './topics';
import type { QuizItem } from './item-types';

const P: Call = { kind: 'pass' };

/** The longest kind of legal auction: after each bid pass, pass, double, pass, pass, redouble, pass, pass. */
function longAuction(bids: number): Call[] {
  const calls: Call[] = [P, P, P];
  for (const bid of ALL_CALLS.filter((c) => c.kind === 'bid').slice(0, bids)) calls.push(bid, P, P, { kind: 'double' }, P, P, { kind: 'redouble' }, P, P);
  return calls;
}

/** An item as a forged share code gives it back: any position, checked and answered by lib/ again. */
function forged(item: QuizItem): QuizItem {
  const back = itemFromCode(itemCode(item));
  if (!back.ok) throw new Error(JSON.stringify(back.error));
  return back.value;
}

/** Every cell of the whole table, for comparing with the rows drawn. */
function allCells(item: QuizItem): PreviewCell[] {
  return [...Array(AUCTION_COLUMNS.indexOf(item.dealer)).fill(null), ...item.calls, ...(item.kind === 'call' ? ['?' as const] : [])];
}

describe('previewAuction', () => {
  it('draws the items lib/ makes whole (all but one in a few hundred): dealer column first, the calls, a call item’s ?', () => {
    const items = [
      ...DRILL_KINDS.flatMap((kind) => quizSession(kind, 0).map((e) => e.item)),
      ...Array.from({ length: 300 }, (_, seed) => quizItem(seed % 2 ? 'legal' : 'score', seed)),
    ];
    let whole = 0;
    for (const item of items) {
      const preview = previewAuction(item);
      const cells = allCells(item);
      if (Math.ceil(cells.length / 4) > PREVIEW_AUCTION_ROWS) {
        expect(preview.hidden).toBeGreaterThan(0);
        continue;
      }
      whole++;
      expect(preview.hidden).toBe(0);
      const drawn = preview.rows.flat();
      expect(drawn.length % 4).toBe(0);
      expect(drawn.slice(0, cells.length)).toEqual(cells);
      expect(drawn.slice(cells.length).every((c) => c === null)).toBe(true);
    }
    expect(whole / items.length).toBeGreaterThanOrEqual(0.99);
  });

  it('keeps the last rows of a long bidding auction (the ? among them) and counts the calls before them', () => {
    const item = forged({ ...quizItem('O-1NT', 4), calls: longAuction(27) });
    expect(item.calls).toHaveLength(246);
    const { rows, hidden, at } = previewAuction(item);
    expect(rows).toHaveLength(PREVIEW_AUCTION_ROWS - 1);
    expect(at).toBe('start');
    const cells = allCells(item);
    const first = cells.length - (cells.length % 4 || 4) - (rows.length - 1) * 4;
    expect(rows.flat().slice(0, cells.length - first)).toEqual(cells.slice(first));
    expect(rows.flat()).toContain('?');
    expect(hidden).toBe(first - AUCTION_COLUMNS.indexOf(item.dealer));
  });

  it('keeps the first rows of a long legality auction and counts the calls after them', () => {
    const garbage = Array.from({ length: 330 }, (_, k) => ALL_CALLS[(k * 7919) % ALL_CALLS.length]);
    const item = forged({ ...quizItem('legal', 4), calls: garbage });
    const { rows, hidden, at } = previewAuction(item);
    expect(rows).toHaveLength(PREVIEW_AUCTION_ROWS - 1);
    expect(at).toBe('end');
    expect(rows.flat()).toEqual(allCells(item).slice(0, rows.length * 4));
    expect(hidden).toBe(330 - rows.flat().filter((c) => c !== null).length);
  });

  it('cuts at the first auction one row too long, not at the last that fits', () => {
    // North deals: one empty cell, then calls; 4 × lines − 1 calls fill every line, one more needs another row
    const base = { ...quizItem('legal', 4), dealer: 'N' as const };
    const fits = previewAuction({ ...base, calls: Array(4 * PREVIEW_AUCTION_ROWS - 1).fill(P) });
    expect(fits).toMatchObject({ hidden: 0 });
    expect(fits.rows).toHaveLength(PREVIEW_AUCTION_ROWS);
    const cut = previewAuction({ ...base, calls: Array(4 * PREVIEW_AUCTION_ROWS).fill(P) });
    expect(cut.rows).toHaveLength(PREVIEW_AUCTION_ROWS - 1);
    expect(cut.hidden).toBe(4 * PREVIEW_AUCTION_ROWS - (4 * (PREVIEW_AUCTION_ROWS - 1) - 1));
  });

  it('never draws more than its lines, however long the auction', () => {
    for (const length of [0, 1, 23, 24, 25, 100, 400]) {
      const calls = Array.from({ length }, (_, k) => ALL_CALLS[k % ALL_CALLS.length]);
      for (const kind of ['call', 'legal', 'score'] as const) {
        const { rows, hidden } = previewAuction({ ...quizItem(kind === 'call' ? 'O-1NT' : kind, 1), kind, calls });
        const lines = rows.length + (hidden > 0 ? 1 : 0);
        expect(lines).toBeLessThanOrEqual(PREVIEW_AUCTION_ROWS);
        expect(hidden + rows.flat().filter((c) => c !== null && c !== '?').length).toBe(length);
      }
    }
    expect(() => previewAuction(quizItem('legal', 1), 1)).toThrow();
  });
});
