import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidFromRank, DOUBLE, PASS, REDOUBLE } from '../call';
import { isAuctionEnded } from './auction';
import { makePbnFile, parsePbnFile, type PbnBoard } from './file';
import { LEVELS, SEATS, STRAINS, VULNERABILITIES, type Call, type Deal, type Hand } from '../types';

// Letters a Serbian or Latvian name or comment may hold, plus the characters PBN must escape or skip over.
const LETTERS = [...'aAzZ09 .,-:;!?()[]{}"\\\'#%=*ĐđČčĆćŠšŽžĀāĒēĪīŪūĶķĻļŅņĢģ–—„”“'];
const text = fc.string({ unit: fc.constantFrom(...LETTERS), maxLength: 24 }).filter((s) => s !== '#' && !s.startsWith('##')); // '#' copies, '##…' is a header (read.ts)
// surrounding space is not kept; a one-line comment may hold '}' (makePbnFile then writes the ';' form), a comment
// of several lines cannot ('}' is replaced there, file.test.ts)
const comment = fc.oneof(
  fc.string({ unit: fc.constantFrom(...LETTERS), maxLength: 30 }).map((s) => s.trim()),
  fc.string({ unit: fc.constantFrom(...LETTERS.filter((c) => c !== '}'), '\n'), maxLength: 30 }).map((s) => s.trim()),
);

const deal: fc.Arbitrary<Deal> = fc
  .shuffledSubarray([...Array(52).keys()], { minLength: 52, maxLength: 52 })
  .map((cards) => {
    const hands = [0, 1, 2, 3].map((h) => {
      const suits = [0, 0, 0, 0];
      for (const card of cards.slice(h * 13, h * 13 + 13)) suits[card % 4] |= 1 << (card >> 2);
      return { suits } as unknown as Hand;
    });
    return { hands } as unknown as Deal;
  });

/** A legal auction (A-SUFF, A-X, A-XX), finished or not, from random steps. */
function buildAuction(steps: readonly number[], finish: boolean): Call[] {
  const calls: Call[] = [];
  let rank = -1;
  let bidder = -1;
  let risk = 0;
  for (const s of steps) {
    if (isAuctionEnded(calls)) break;
    const ownSide = bidder >= 0 && bidder % 2 === calls.length % 2;
    if (s >= 45 && s < 85 && rank < 34) {
      rank = Math.min(34, rank + 1 + (s % 4));
      bidder = calls.length;
      risk = 0;
      calls.push(bidFromRank(rank));
    } else if (s >= 85 && s < 93 && bidder >= 0 && !ownSide && risk === 0) {
      risk = 1;
      calls.push(DOUBLE);
    } else if (s >= 93 && risk === 1 && ownSide) {
      risk = 2;
      calls.push(REDOUBLE);
    } else {
      calls.push(PASS);
    }
  }
  while (finish && !isAuctionEnded(calls)) calls.push(PASS);
  return calls;
}

const auction = fc
  .record({
    dealer: fc.constantFrom(...SEATS),
    calls: fc.tuple(fc.array(fc.nat(99), { maxLength: 30 }), fc.boolean()).map(([steps, finish]) => buildAuction(steps, finish)),
    marks: fc.array(fc.tuple(fc.nat(), text), { maxLength: 3 }),
  })
  .map(({ dealer, calls, marks }) => ({
    dealer,
    calls,
    notes: calls.length === 0 ? [] : marks.map(([i, t]) => ({ index: i % calls.length, text: t })).sort((a, b) => a.index - b.index),
  }));

const otherTag = fc.record({
  name: fc.constantFrom('Room', 'Round', 'Stage', 'Table', 'HomeTeam', 'Play', 'OptimumScore'),
  value: text,
  section: fc.array(fc.array(fc.constantFrom('SA', 'HK', 'D2', 'C7', '-', '*', '+'), { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')), { maxLength: 3 }),
});

const board: fc.Arbitrary<PbnBoard> = fc.record(
  {
    event: text, site: text, date: text, board: fc.integer({ min: 1, max: 999_999 }),
    players: fc.record({ N: text, E: text, S: text, W: text }, { requiredKeys: [] }),
    dealer: fc.constantFrom(...SEATS), vul: fc.constantFrom(...VULNERABILITIES), deal, scoring: text,
    declarer: fc.constantFrom(...SEATS),
    contract: fc.option(
      fc.record({ level: fc.constantFrom(...LEVELS), strain: fc.constantFrom(...STRAINS), risk: fc.constantFrom('' as const, 'X' as const, 'XX' as const) }),
      { nil: null },
    ),
    result: fc.integer({ min: 0, max: 13 }),
    auction,
    otherTags: fc.array(otherTag, { maxLength: 3 }),
    comments: fc.array(comment, { maxLength: 3 }),
  },
  { requiredKeys: ['board', 'players', 'otherTags', 'comments'] },
);

describe('PBN round trip of generated boards', () => {
  it('parse(make(boards)) gives the boards back', () => {
    fc.assert(
      fc.property(fc.array(board, { maxLength: 4 }), (boards) => {
        const result = parsePbnFile(makePbnFile(boards));
        expect(result).toEqual({ ok: true, value: boards });
      }),
      { numRuns: 300 },
    );
  });

  it('make(parse(text)) is a fixed point of printing', () => {
    fc.assert(
      fc.property(fc.array(board, { maxLength: 3 }), (boards) => {
        const text = makePbnFile(boards);
        const again = parsePbnFile(text);
        expect(again.ok && makePbnFile(again.value)).toBe(text);
      }),
      { numRuns: 100 },
    );
  });
});
