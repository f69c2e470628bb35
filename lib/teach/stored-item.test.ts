import { describe, expect, it } from 'vitest';
import { makeItem } from './made-item';
import { storedQuizItem } from './stored-item';

describe('storedQuizItem', () => {
  const made = makeItem({ source: 'topic', topic: 'O-1NT', seed: 3, nearMiss: false }, null);
  const json = JSON.stringify({ ...made.item, explanation: made.explanation });

  it('reads the quiz item of a stored item, written with `v` or before it, without what rides beside it', () => {
    const item = JSON.parse(JSON.stringify(made.item)) as unknown;
    expect(storedQuizItem(json)).toEqual(item);
    expect(storedQuizItem(JSON.stringify({ ...made.item, explanation: made.explanation, v: 1 }))).toEqual(item);
  });

  it('is null for what is no item: not JSON, another version, a bad shape', () => {
    expect(storedQuizItem('{"topic":')).toBeNull();
    expect(storedQuizItem('null')).toBeNull();
    expect(storedQuizItem(JSON.stringify({ ...made.item, v: 2 }))).toBeNull();
    expect(storedQuizItem(JSON.stringify({ ...made.item, seat: 'X' }))).toBeNull();
    expect(storedQuizItem(JSON.stringify({ ...made.item, expected: { kind: 'call', call: { kind: 'bid', level: 1, strain: 'N' }, rule: 'O-1NT' } }))).toBeNull();
  });
});
