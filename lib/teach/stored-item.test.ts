// A stored item's JSON (items.item) read back by its schema: every kind of item as made, and each part of it refused
// when it is not what lib/quiz says an item is (a suit mask, a hand, a call, each kind's expected answer, the
// explanation and the whole auction's question riding along).

import { describe, expect, it } from 'vitest';
import { makeItem } from './made-item';
import { storedQuizItem } from './stored-item';

type Json = Record<string, unknown>;
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as Json;

const call = plain(makeItem({ source: 'topic', topic: 'O-1NT', seed: 3, nearMiss: false }, null));
const callItem = { ...(call.item as Json), explanation: call.explanation };
const evaluate = plain(makeItem({ source: 'topic', topic: 'evaluate', seed: 1, nearMiss: false }, null).item);
const legal = plain(makeItem({ source: 'topic', topic: 'legal', seed: 1, nearMiss: false }, null).item);
const scores = [1, 2, 3, 4, 5, 6].map((seed) => plain(makeItem({ source: 'topic', topic: 'score', seed, nearMiss: false }, null).item));
const chicago = scores.find((s) => (s.expected as Json).chicago !== null);
const rubber = scores.find((s) => (s.expected as Json).rubber !== null);
const auction = plain(makeItem({ source: 'auction', seed: 6, seat: 'W' }, null));
// as the store writes it (server/item-rows.ts): what rides beside the item only when there is some
const auctionItem = { ...(auction.item as Json), auction: auction.auction, ...(auction.explanation ? { explanation: auction.explanation } : {}) };

/** The item without what rides beside it: what storedQuizItem gives. */
const quiz = ({ explanation: _e, auction: _a, ...item }: Json) => item;
/** A copy of `item` with `change` made to it (a path of keys and indices, and the new value; undefined removes it). */
function changed(item: Json, path: readonly (string | number)[], value: unknown): Json {
  const copy = plain(item);
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  if (value === undefined) delete at[path[path.length - 1]];
  else at[path[path.length - 1]] = value;
  return copy;
}

describe('storedQuizItem', () => {
  it('reads every kind of item as made, written with `v` or before it, without what rides beside it', () => {
    expect(chicago).toBeDefined();
    expect(rubber).toBeDefined();
    for (const item of [callItem, evaluate, legal, ...scores, auctionItem]) {
      expect(storedQuizItem(JSON.stringify(item))).toEqual(quiz(item));
      expect(storedQuizItem(JSON.stringify({ ...item, v: 1 }))).toEqual(quiz(item));
    }
    // every kind of call, and a rejected rule without a call
    const calls = [{ kind: 'bid', level: 7, strain: 'N' }, { kind: 'double' }, { kind: 'redouble' }, { kind: 'pass' }];
    expect(storedQuizItem(JSON.stringify({ ...callItem, calls }))).toMatchObject({ calls });
    const explanation = callItem.explanation as Json;
    const rejected = [{ rule: 'R-PASS', call: null, failed: { key: 'bidder.fail.x', params: { n: 1, s: 'a' } } }];
    expect(storedQuizItem(JSON.stringify({ ...callItem, explanation: { ...explanation, rejected } }))).toEqual(quiz(callItem));
  });

  it('is null for what is no item: not JSON, not an object, another version', () => {
    expect(storedQuizItem('{"topic":')).toBeNull();
    expect(storedQuizItem('null')).toBeNull();
    expect(storedQuizItem('7')).toBeNull();
    expect(storedQuizItem(JSON.stringify({ ...callItem, v: 2 }))).toBeNull();
  });

  const hand = ['deal', 'hands', 0];
  const REFUSED: readonly [string, Json, readonly (string | number)[], unknown][] = [
    ['a topic that is none', callItem, ['topic'], 'O-99'],
    ['a kind that is none', callItem, ['kind'], 'bid'],
    ['a rule that is none', callItem, ['rule'], 'O-99'],
    ['a seat that is none', callItem, ['seat'], 'X'],
    ['a suit mask below 0', callItem, [...hand, 'suits', 0], -1],
    ['a suit mask above 13 cards', callItem, [...hand, 'suits', 0], 0x2000],
    ['three suits in a hand', callItem, [...hand, 'suits'], [1, 2, 4]],
    ['a hand without suits', callItem, hand, {}],
    ['three hands in a deal', callItem, ['deal', 'hands'], [{ suits: [1, 1, 1, 1] }, { suits: [1, 1, 1, 1] }, { suits: [1, 1, 1, 1] }]],
    ['a deal without hands', callItem, ['deal'], {}],
    ['a call of no kind', callItem, ['calls'], [{ kind: 'shout' }]],
    ['a bid without its strain', callItem, ['calls'], [{ kind: 'bid', level: 1 }]],
    ['a bid at level 8', callItem, ['calls'], [{ kind: 'bid', level: 8, strain: 'S' }]],
    ['more than 320 calls', callItem, ['calls'], Array.from({ length: 321 }, () => ({ kind: 'pass' }))],
    ['an expected call of no kind', callItem, ['expected', 'kind'], 'bid'],
    ['an expected call without its call', callItem, ['expected', 'call'], undefined],
    ['an expected call whose via is no rule', callItem, ['expected', 'via'], 'O-99'],
    ['an explanation whose call is too long', callItem, ['explanation', 'call'], '123456789'],
    ['an explanation without its numbers', callItem, ['explanation', 'explain'], { key: 'rules.O-1NT' }],
    ['an explanation key over 100 characters', callItem, ['explanation', 'explain', 'key'], 'k'.repeat(101)],
    ['a number that is neither text nor number', callItem, ['explanation', 'explain', 'params'], { hd: true }],
    ['a via without its explanation', callItem, ['explanation', 'via'], { rule: 'O-1NT' }],
    ['a rejected rule without its failure', callItem, ['explanation', 'rejected'], [{ rule: 'R-PASS', call: null }]],
    ['a rejected call too long', callItem, ['explanation', 'rejected'], [{ rule: 'R-PASS', call: '123456789', failed: { key: 'k', params: {} } }]],
    ['an evaluate answer without its trump', evaluate, ['expected', 'trump'], undefined],
    ['an evaluate answer of the wrong kind', evaluate, ['expected', 'kind'], 'legal'],
    ['a legal answer at index -1', legal, ['expected', 'index'], -1],
    ['a legal answer of no code', legal, ['expected', 'code'], 'nope'],
    ['a legal answer of the wrong kind', legal, ['expected', 'kind'], 'score'],
    ['a legal contract without declarer', legal, ['expected', 'contract'], { level: 1, strain: 'N', risk: '' }],
    ['a score of the wrong kind', scores[0], ['expected', 'kind'], 'call'],
    ['a score without its contract', scores[0], ['expected', 'contract'], {}],
    ['a score of 14 tricks', scores[0], ['expected', 'tricks'], 14],
    ['a score of -1 tricks', scores[0], ['expected', 'tricks'], -1],
    ['a Chicago turn 5', chicago!, ['expected', 'chicago', 'turn'], 5],
    ['a Chicago without its turn', chicago!, ['expected', 'chicago'], { before: [] }],
    ['a Chicago with four deals before', chicago!, ['expected', 'chicago', 'before'], Array.from({ length: 4 }, () => ({ contract: { level: 1, strain: 'N', risk: '' }, declarer: 'N', tricks: 7 }))],
    ['a Chicago deal without its contract', chicago!, ['expected', 'chicago', 'before'], [{ declarer: 'N', tricks: 7 }]],
    ['a rubber with eleven deals before', rubber!, ['expected', 'rubber', 'before'], Array.from({ length: 11 }, () => ({ contract: { level: 1, strain: 'N', risk: '' }, declarer: 'N', tricks: 7 }))],
    ['a rubber without its deals', rubber!, ['expected', 'rubber'], {}],
    ["a whole auction's deal over 80 characters", auctionItem, ['auction', 'deal'], 'N:'.padEnd(81, 'x')],
    ["a whole auction's question without its seat", auctionItem, ['auction', 'seat'], undefined],
  ];
  it.each(REFUSED)('is null for %s', (_what, item, path, value) => {
    expect(storedQuizItem(JSON.stringify(item))).not.toBeNull();
    expect(storedQuizItem(JSON.stringify(changed(item, path, value)))).toBeNull();
  });
});
