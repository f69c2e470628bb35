import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importPbn } from './pbn-import';
import { choosePbn, defaultAfter, previewPbn } from './pbn-preview';
import { MAX_PBN_BOARDS } from './set-types';

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
});
