import { describe, expect, it } from 'vitest';
import { readStored, storedText, STORED_VERSION } from './stored';

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
