import { describe, expect, it } from 'vitest';
import { legalCalls } from '../bridge/auction';
import { makeCall } from '../bridge/call';
import { makeDeal } from '../bridge/deal';
import { makePbnFile } from '../bridge/pbn/file';
import { quizItem } from '../quiz/item';
import { importPbn } from './pbn-import';
import { MAX_PBN_BOARDS, MAX_PBN_BYTES } from './set-types';

const item = quizItem('R-NEW2', 812);
const system = item.expected.kind === 'call' ? item.expected : null!;
const other = makeCall(legalCalls({ dealer: item.dealer, calls: item.calls }).find((c) => makeCall(c) !== makeCall(system.call) && c.kind === 'bid')!);

/** The drill position as a teacher's board, with the key as a named note after the auction. */
function board(number: number, key: string | null, extra = ''): string {
  return makePbnFile([{ board: number, players: {}, dealer: item.dealer, vul: item.vul, deal: item.deal, otherTags: [], comments: [], auction: { dealer: item.dealer, calls: item.calls, notes: [] } }])
    + (key === null ? '' : `[Note "answer:${key}"]\n`) + extra;
}

describe('importPbn', () => {
  it('reads a board with the auction so far; a key that differs is listed with the system call and rule', () => {
    const r = importPbn(board(3, other) + '\n' + board(4, makeCall(system.call)) + '\n' + board(5, null));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.sources).toHaveLength(3);
    expect(r.value.sources[0]).toEqual({
      source: 'board', board: 3, deal: makeDeal(item.deal), dealer: item.dealer, vul: item.vul,
      auction: item.calls.map(makeCall).join(' '), key: other, grade: 'key',
    });
    expect(r.value.sources[1]).toMatchObject({ key: makeCall(system.call), grade: 'key' });
    expect(r.value.sources[2]).toMatchObject({ key: null, grade: 'system' });
    expect(r.value.differences).toEqual([{ index: 0, board: 3, key: other, system: makeCall(system.call), rule: 'R-NEW2', keyRule: expect.anything() }]);
  });

  it('defaults dealer and vulnerability from the board number; a note before the deal works too', () => {
    const deal = makeDeal(quizItem('O-1NT', 2).deal);
    const r = importPbn(`[Board "7"]\n[Note "answer:1nt"]\n[Deal "${deal}"]\n`);
    expect(r.ok && r.value.sources[0]).toMatchObject({ board: 7, dealer: 'S', vul: 'All', auction: '', key: '1N' });
  });

  it('a broken file gets the reader issue with its line, and nothing else', () => {
    expect(importPbn('[Board "1"]\n[Deal "N:AKQ"]\n')).toEqual({ ok: false, error: [expect.objectContaining({ code: 'pbn-bad-deal', params: expect.objectContaining({ line: 2 }) })] });
  });

  it('boards that cannot be items are skipped with their line and board; a finished auction asks the opening', () => {
    const ended = makePbnFile([{ board: 2, players: {}, deal: item.deal, otherTags: [], comments: [], dealer: 'N', auction: { dealer: 'N', calls: [], notes: [] } }]).replace('*', '1C Pass Pass Pass');
    const text = '[Board "1"]\n[Dealer "N"]\n\n' + ended.replace(/^%.*\n/gm, '') + '\n' + board(3, '9Z') + '\n' + board(4, '1C');
    const r = importPbn(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.sources).toEqual([expect.objectContaining({ board: 2, dealer: 'N', auction: '', key: null })]);
    expect(r.value.lines).toEqual([5]); // after board 1 (2 lines) and the empty line the header left
    expect(r.value.skipped.map((e) => [e.code, e.params.board])).toEqual([
      ['set-board-no-deal', 1], ['set-board-bad-key', 3], ['set-board-illegal-key', 4],
    ]);
    expect(r.value.skipped[0].params.line).toBe(1);
    expect(r.value.skipped[2].params).toMatchObject({ key: '1C', reason: 'insufficient' });
  });

  it('a file where no board is left gets every issue as its error', () => {
    const r = importPbn('[Board "1"]\n[Dealer "N"]\n\n[Board "2"]\n[Deal "N:AKQ"]\n');
    expect(r).toEqual({ ok: false, error: [
      expect.objectContaining({ code: 'pbn-bad-deal', params: expect.objectContaining({ line: 5 }) }),
      expect.objectContaining({ code: 'set-board-no-deal', params: expect.objectContaining({ line: 1 }) }),
    ] });
  });

  it('reads the other accepted calls after a bar in the answer note', () => {
    const r = importPbn(board(3, `${other}|${makeCall(system.call)}| ${makeCall(system.call)}`));
    expect(r.ok && [r.value.sources[0], r.value.accepted]).toEqual([expect.objectContaining({ key: other }), [[makeCall(system.call)]]]);
    const bad = importPbn(board(3, `${other}|9Z`));
    expect(bad).toMatchObject({ ok: false, error: [{ code: 'set-board-bad-key', params: { key: '9Z' } }] });
  });

  it('is bounded before reading: bytes and boards', () => {
    expect(importPbn('%'.repeat(MAX_PBN_BYTES + 1))).toMatchObject({ ok: false, error: { code: 'pbn-too-large', params: { max: MAX_PBN_BYTES } } });
    expect(importPbn('ž'.repeat(MAX_PBN_BYTES / 2 + 1))).toMatchObject({ ok: false, error: { code: 'pbn-too-large' } });
    const many = Array.from({ length: MAX_PBN_BOARDS + 1 }, (_, k) => `[Board "${k + 1}"]\n`).join('\n');
    expect(importPbn(many)).toEqual({ ok: false, error: { code: 'pbn-too-many-boards', params: { count: MAX_PBN_BOARDS + 1, max: MAX_PBN_BOARDS } } });
    expect(importPbn('% nothing\n')).toEqual({ ok: false, error: { code: 'pbn-no-boards', params: {} } });
  });
});

describe('importPbn at its edges (the audit\'s surviving mutants M16, M17)', () => {
  it('refuses a board whose Dealer tag names another seat than its Auction tag', () => {
    const deal = makeDeal(quizItem('O-1NT', 2).deal);
    const r = importPbn(`[Board "1"]\n[Dealer "N"]\n[Deal "${deal}"]\n[Auction "E"]\n1C *\n`);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual([expect.objectContaining({ code: 'set-board-dealer-mismatch', params: expect.objectContaining({ dealer: 'N', auction: 'E', board: 1 }) })]);
  });

  it('reads the key note in any case and spacing', () => {
    const deal = makeDeal(quizItem('O-1NT', 2).deal);
    for (const note of ['Answer: 2c', 'ANSWER:2C', 'answer:  2C ']) {
      const r = importPbn(`[Board "7"]\n[Deal "${deal}"]\n[Note "${note}"]\n`);
      expect(r.ok && r.value.sources[0]).toMatchObject({ key: '2C', grade: 'key' });
    }
  });
});

describe('importPbn: the key note, the bounds at their edges (a mutation run of lib/teach)', () => {
  const deal = makeDeal(quizItem('O-1NT', 2).deal);
  const keyed = (note: string | null) => importPbn(`[Board "7"]\n[Deal "${deal}"]\n${note === null ? '' : `[Note "${note}"]\n`}`);

  it('a board without a key note is graded by the system, with nothing else accepted', () => {
    const r = keyed(null);
    expect(r.ok && [r.value.sources[0], r.value.accepted, r.value.differences]).toEqual([
      expect.objectContaining({ source: 'board', board: 7, key: null, grade: 'system' }), [[]], [],
    ]);
  });

  it('the other accepted calls are listed once each, never the key itself, and empty ones between bars are ignored', () => {
    const r = keyed('answer: 2C | 2C | 2D || 2D |');
    expect(r.ok && [r.value.sources[0], r.value.accepted]).toEqual([expect.objectContaining({ key: '2C', grade: 'key' }), [['2D']]]);
  });

  it('an empty key is refused as a bad key, with the board named', () => {
    expect(keyed('answer: | 2D')).toMatchObject({ ok: false, error: [{ code: 'set-board-bad-key', params: { key: '', board: 7 } }] });
  });

  it('takes a file of exactly the bound in bytes, refuses one byte more, and counts the games read as well as the tags', () => {
    expect(importPbn('%'.repeat(MAX_PBN_BYTES))).toEqual({ ok: false, error: { code: 'pbn-no-boards', params: {} } });
    expect(importPbn('%'.repeat(MAX_PBN_BYTES + 1))).toEqual({ ok: false, error: { code: 'pbn-too-large', params: { bytes: MAX_PBN_BYTES + 1, max: MAX_PBN_BYTES } } });
    // as many boards as allowed: read, and each skipped for its missing deal (not refused as too many)
    const full = importPbn(Array.from({ length: MAX_PBN_BOARDS }, (_, k) => `[Board "${k + 1}"]\n`).join('\n'));
    expect(full.ok === false && Array.isArray(full.error) && full.error.length).toBe(MAX_PBN_BOARDS);
    // tags indented, or written without a space, still count; a tag inside a line does not
    const tags = (tag: (k: number) => string) => Array.from({ length: MAX_PBN_BOARDS + 1 }, (_, k) => tag(k + 1)).join('\n\n');
    expect(importPbn(tags((k) => `\t [Board "${k}"]`))).toMatchObject({ ok: false, error: { code: 'pbn-too-many-boards', params: { count: MAX_PBN_BOARDS + 1 } } });
    expect(importPbn(tags((k) => `[Board"${k}"]`))).toMatchObject({ ok: false, error: { code: 'pbn-too-many-boards' } });
    // games without a Board tag are counted as they are read
    expect(importPbn(tags(() => '[Dealer "N"]'))).toEqual({ ok: false, error: { code: 'pbn-too-many-boards', params: { count: MAX_PBN_BOARDS + 1, max: MAX_PBN_BOARDS } } });
    // a tag that does not start its line (inside a comment) is no board: one board here, skipped for its missing deal
    const mentions = Array.from({ length: MAX_PBN_BOARDS + 1 }, (_, k) => `[Board "${k + 1}"]`).join(' ');
    expect(importPbn(`{ ${mentions} }\n[Board "1"]\n[Dealer "N"]\n`)).toEqual({ ok: false, error: [expect.objectContaining({ code: 'set-board-no-deal' })] });
  });
});

