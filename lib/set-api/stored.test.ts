import { describe, expect, it } from 'vitest';
import { DRILL_KINDS } from '../quiz/topics';
import { makeItem, type MadeItem } from '../teach/made-item';
import type { SetItemSource } from '../teach/set-types';
import { readStored, storedText, STORED_VERSION, type StoredItem } from './stored';

const spec = { title: 'Čas', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', seed: 812 } as const;

describe('stored JSON, versioned', () => {
  it('reads a row written before `v` as version 1, and one written now, the same; `v` is taken off', () => {
    expect(readStored('set-spec', JSON.stringify(spec))).toEqual({ ok: true, value: spec });
    const now = storedText('set-spec', spec);
    expect(JSON.parse(now)).toMatchObject({ v: STORED_VERSION });
    expect(readStored('set-spec', now)).toEqual({ ok: true, value: spec });
    expect(readStored('answer', storedText('answer', { call: '1H' }))).toEqual({ ok: true, value: { call: '1H' } });
    expect(readStored('answer', '{"score":420}')).toEqual({ ok: true, value: { score: 420 } });
    const source = { source: 'topic', topic: 'O-1NT', seed: 5, nearMiss: false } as const;
    expect(readStored('set-item-source', storedText('set-item-source', source))).toEqual({ ok: true, value: source });
    expect(readStored('class-spec', '{"title":"Utorak","locale":"lv","joinPin":"123456"}')).toEqual({ ok: true, value: { title: 'Utorak', locale: 'lv', joinPin: '123456' } });
  });

  it('keeps a setting it does not know (a first-schema set\'s), so that a patch writes it back', () => {
    expect(readStored('set-spec', JSON.stringify({ ...spec, legacy: 1 }))).toEqual({ ok: true, value: { ...spec, legacy: 1 } });
  });

  it('refuses what does not read, with a code and where: never a cast', () => {
    expect(readStored('set-spec', '{"title":')).toMatchObject({ ok: false, error: { code: 'stored-not-json', params: { what: 'set-spec' } } });
    expect(readStored('set-spec', '[1]')).toMatchObject({ ok: false, error: { code: 'stored-bad-shape' } });
    expect(readStored('set-spec', JSON.stringify({ ...spec, mode: 'exam' }))).toMatchObject({ ok: false, error: { code: 'stored-bad-shape', params: { at: 'mode', version: 1 } } });
    expect(readStored('set-spec', JSON.stringify({ ...spec, v: 2 }))).toMatchObject({ ok: false, error: { code: 'stored-unknown-version', params: { version: 2 } } });
    expect(readStored('set-item-source', '{"source":"topic","topic":"O-99","seed":1,"nearMiss":false}')).toMatchObject({ ok: false, error: { code: 'stored-bad-shape', params: { at: 'topic' } } });
    expect(readStored('answer', '{"call":"1H","extra":1}')).toMatchObject({ ok: false, error: { code: 'stored-bad-shape' } });
    expect(readStored('answer', `"${'x'.repeat(300 * 1024)}"`)).toMatchObject({ ok: false, error: { code: 'stored-too-long' } });
  });
});

describe('a made item, stored', () => {
  /** What a stored item reads back as: the JSON of the item, with its explanation and auction question. */
  const asStored = (made: MadeItem) => JSON.parse(JSON.stringify({ ...made.item, ...(made.explanation && { explanation: made.explanation }), ...(made.auction && { auction: made.auction }) })) as unknown;

  it('reads back every kind of item as it was made: each drill kind, a rule, a near miss, a whole auction, a board', () => {
    const sources: SetItemSource[] = [
      ...DRILL_KINDS.map((topic) => ({ source: 'topic', topic, seed: 1, nearMiss: false }) as const),
      { source: 'topic', topic: 'BW-ASK', seed: 4, nearMiss: false },
      { source: 'topic', topic: 'O-1NT', seed: 5, nearMiss: true },
      { source: 'auction', seed: 6, seat: 'W' },
      { source: 'board', board: 3, deal: 'N:Q943.QT3.Q732.T3 K5.A762.J8.A9765 A2.KJ9.KT94.Q842 JT876.854.A65.KJ', dealer: 'S', vul: 'EW', auction: '', key: null, grade: 'system' },
    ];
    // a fresh-hands student's own hand (17) for the quick kinds; making a slam item takes ~0.3 s
    for (const source of sources) {
      for (const seed of source.source === 'topic' && source.topic !== 'open' ? [null] : [null, 17]) {
        const made = makeItem(source, seed);
        const text = storedText('item', asStored(made) as StoredItem);
        expect(readStored('item', text), `${JSON.stringify(source)} ${seed}`).toEqual({ ok: true, value: asStored(made) });
        // a row written before `v` reads the same
        expect(readStored('item', JSON.stringify(asStored(made)))).toEqual({ ok: true, value: asStored(made) });
      }
    }
  });

  it('refuses an item that is not one, naming where', () => {
    const made = asStored(makeItem({ source: 'topic', topic: 'open', seed: 1, nearMiss: false }, null)) as Record<string, unknown>;
    expect(readStored('item', JSON.stringify({ ...made, kind: 'bid' }))).toMatchObject({ ok: false, error: { code: 'stored-bad-shape', params: { what: 'item', at: 'kind' } } });
    expect(readStored('item', JSON.stringify({ ...made, deal: { hands: [] } }))).toMatchObject({ ok: false, error: { code: 'stored-bad-shape', params: { at: 'deal.hands' } } });
    expect(readStored('item', JSON.stringify({ ...made, rule: 'O-99' }))).toMatchObject({ ok: false, error: { code: 'stored-bad-shape', params: { at: 'rule' } } });
    expect(readStored('item', JSON.stringify({ ...made, calls: [{ kind: 'bid', level: 8, strain: 'S' }] }))).toMatchObject({ ok: false, error: { code: 'stored-bad-shape', params: { at: 'calls.0.level' } } });
  });
});
