import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importPbn } from './pbn-import';
import { choosePbn, defaultAfter, previewPbn } from './pbn-preview';
import { MAX_PBN_BOARDS, MAX_PBN_BYTES } from './set-types';

const DEAL = 'N:AKQ2.KJ3.T8.Q432 JT9.AQ42.KJ9.AJ5 876.T98.AQ76.KT9 543.765.5432.876';
const FILE = `[Board "1"]\n[Dealer "N"]\n[Deal "${DEAL}"]\n[Auction "N"]\n1C! Pass 1H Pass\n1NT =1= Pass 3NT AP\n[Note "1:12-14"]\n\n` +
  `[Board "x"]\n\n[Dealer "E"]\n[Deal "${DEAL}"]\n[Auction "E"]\n1S *\n`;

describe('previewPbn and choosePbn', () => {
  it('lists the boards with the position asked by default, and the games skipped', () => {
    const r = previewPbn(FILE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.boards.map((b) => [b.place, b.line, b.board, b.dealer, b.calls.length, b.ended, defaultAfter(b)])).toEqual([
      [0, 1, 1, 'N', 10, true, 0], [2, 11, null, 'E', 1, false, 1],
    ]);
    expect(r.value.skipped.map((i) => [i.code, i.params.line])).toEqual([['pbn-bad-board', 9]]);
  });

  it('a finished auction is asked at its first bid, by default and by the upload alike; a passed-out board at the dealer', () => {
    const record = `[Board "2"]\n[Deal "${DEAL}"]\n[Auction "E"]\nPass Pass 1D Pass\n1S Pass 2S AP\n\n[Board "3"]\n[Deal "${DEAL}"]\n[Auction "S"]\nAP\n`;
    const r = previewPbn(record);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.boards.map(defaultAfter)).toEqual([2, 0]);
    const upload = importPbn(record);
    if (!upload.ok) throw new Error('upload');
    expect(upload.value.sources.map((s) => (s.source === 'board' ? s.auction : null))).toEqual(['P P', '']);
  });

  it('a LIN record is previewed as the PBN of its boards, its own issues first', () => {
    const lin = `pn|a,b,c,d|md|3S23456789TJQKA,H23456789TJQKA,D23456789TJQKA,|sv|o|mb|p|mb|1S|mb|p|mb|p|mb|p|qx|o2|md|3SX|`;
    const r = previewPbn(lin);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.boards.map((b) => [b.dealer, b.calls, defaultAfter(b)])).toEqual([['N', ['P', '1S', 'P', 'P', 'P'], 1]]);
    expect(r.value.skipped.map((i) => i.code)).toEqual(['lin-bad-deal']);
  });

  it('the chosen boards, cut after call N, read back by the upload as those positions', () => {
    const text = choosePbn(FILE, [{ place: 2, after: null }, { place: 0, after: 4 }, { place: 0, after: 0 }]);
    const back = importPbn(text);
    expect(back.ok && back.value.sources.map((s) => s.source === 'board' && [s.board, s.dealer, s.auction])).toEqual([
      [3, 'E', '1S'], [1, 'N', '1C P 1H P'], [1, 'N', ''],
    ]);
    // the note of a call cut away goes with it; an annotation of a call kept stays
    expect(text).not.toContain('12-14');
    expect(text).toContain('1C !');
  });

  it('is bounded as the upload is', () => {
    const many = Array.from({ length: MAX_PBN_BOARDS + 1 }, (_, k) => `[Board "${k + 1}"]\n`).join('\n');
    expect(previewPbn(many)).toMatchObject({ ok: false, error: { code: 'pbn-too-many-boards' } });
  });

  it('any position of a finished auction the teacher picks is the position the upload asks', () => {
    const calls = ['1C', 'P', '1H', 'P', '1N', 'P', '3N', 'P', 'P', 'P'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: calls.length - 1 }), (after) => {
        const back = importPbn(choosePbn(FILE, [{ place: 0, after }]));
        expect(back.ok && back.value.sources.map((s) => s.source === 'board' && s.auction)).toEqual([calls.slice(0, after).join(' ')]);
      }),
      { numRuns: 10 },
    );
  });

  it('counts the boards by their tags at the start of a line, indented or not, before reading (the upload\'s bounds)', () => {
    const tags = (n: number, tag: (k: number) => string) => Array.from({ length: n }, (_, k) => tag(k + 1)).join('\n');
    expect(previewPbn(tags(MAX_PBN_BOARDS, (k) => `[Board "${k}"]`)).ok).toBe(true);
    expect(previewPbn(tags(MAX_PBN_BOARDS + 1, (k) => ` \t[Board "${k}"]`))).toEqual({
      ok: false, error: { code: 'pbn-too-many-boards', params: { count: MAX_PBN_BOARDS + 1, max: MAX_PBN_BOARDS } },
    });
    expect(previewPbn(tags(MAX_PBN_BOARDS + 1, (k) => `[Board"${k}"]`))).toMatchObject({ ok: false, error: { code: 'pbn-too-many-boards' } });
    // a tag that does not start its line (inside a comment) is not a board
    expect(previewPbn(tags(MAX_PBN_BOARDS + 1, (k) => `{ see [Board "${k}"] }`)).ok).toBe(true);
  });

  it('takes a file of exactly the upload\'s size and refuses one byte more, saying both', () => {
    const exact = FILE + ' '.repeat(MAX_PBN_BYTES - FILE.length);
    expect(previewPbn(exact).ok).toBe(true);
    expect(previewPbn(exact + ' ')).toEqual({ ok: false, error: { code: 'pbn-too-large', params: { bytes: MAX_PBN_BYTES + 1, max: MAX_PBN_BYTES } } });
  });

  it('finds each board\'s dealer in its Dealer tag, else its auction, else its number, else its place', () => {
    const text = [
      `[Board "5"]\n[Dealer "W"]\n[Deal "${DEAL}"]\n[Auction "S"]\n1C *`, // the Dealer tag first (not the auction's S, not board 5's N)
      `[Board "2"]\n[Deal "${DEAL}"]\n[Auction "S"]\n1C *`, // no Dealer tag: the auction's seat, S (board 2 would be E)
      `[Board "3"]\n[Deal "${DEAL}"]`, // neither: board 3 is dealt by S
      `[Deal "${DEAL}"]`, // no number either: the fourth game is board 4, dealt by W
      `[Board "6"]\n[Dealer "N"]`, // no deal: listed, but it cannot be a question
    ].join('\n\n');
    const r = previewPbn(text);
    if (!r.ok) throw new Error('refused');
    expect(r.value.boards.map((b) => [b.place, b.board, b.dealer, b.calls, b.ended, b.hasDeal])).toEqual([
      [0, 5, 'W', ['1C'], false, true], [1, 2, 'S', ['1C'], false, true], [2, 3, 'S', [], false, true], [3, null, 'W', [], false, true],
      [4, 6, 'N', [], false, false],
    ]);
  });

  it('keeps the notes and annotations of the calls kept, and drops those of the calls cut', () => {
    const kept = choosePbn(FILE, [{ place: 0, after: 5 }]); // 1C! Pass 1H Pass 1NT =1=: the note of 1NT stays
    expect(kept).toContain('12-14');
    expect(kept).toContain('1C !');
    const cut = choosePbn(FILE, [{ place: 0, after: 0 }]); // the opening asked: no call, no annotation, no note
    expect(cut).not.toContain('!');
    expect(cut).not.toContain('Note');
    const second = `[Board "1"]\n[Dealer "N"]\n[Deal "${DEAL}"]\n[Auction "N"]\n1C Pass! 1H Pass *\n`;
    expect(choosePbn(second, [{ place: 0, after: 1 }])).not.toContain('!'); // the annotation of call 2 goes with it
    expect(choosePbn(second, [{ place: 0, after: 2 }])).toContain('!');
    expect(choosePbn(second, [{ place: 7, after: 0 }])).not.toContain('Board'); // a place the file does not have: nothing
  });
});
