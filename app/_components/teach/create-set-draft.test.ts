import { describe, expect, it } from 'vitest';
import { createRequest, emptyDraft, isoOf, parseDraft, totalItems } from './create-set-draft';

describe('the create form', () => {
  const draft = { ...emptyDraft('lv'), title: '  Atklāšana  ', rows: [{ topic: 'open', count: 3 }, { topic: 'R-NEW2', count: 2 }] };

  it('makes the request from topics', () => {
    expect(totalItems(draft)).toBe(5);
    expect(createRequest(draft)).toEqual({
      ok: true,
      value: {
        title: 'Atklāšana', instructions: '', locale: 'lv', mode: 'practice', hands: 'same', opensAt: null, closesAt: null,
        items: [{ topic: 'open', count: 3 }, { topic: 'R-NEW2', count: 2 }], nearMisses: true,
      },
    });
    // near misses turned off are asked for off; a stored draft from before the option has them on
    expect(createRequest({ ...draft, nearMisses: false })).toMatchObject({ ok: true, value: { nearMisses: false } });
    expect(parseDraft(JSON.stringify({ ...draft, nearMisses: undefined }), 'lv').nearMisses).toBe(true);
    expect(parseDraft(JSON.stringify({ ...draft, nearMisses: false }), 'lv').nearMisses).toBe(false);
  });

  it('refuses no questions and more than a hundred', () => {
    expect(createRequest({ ...draft, rows: [{ topic: 'open', count: 0 }] })).toEqual({ ok: false, error: 'noItems' });
    expect(createRequest({ ...draft, rows: [{ topic: 'open', count: 60 }, { topic: 'slam', count: 41 }] })).toEqual({ ok: false, error: 'tooMany' });
    expect(createRequest({ ...draft, rows: [{ topic: 'open', count: 60 }, { topic: 'slam', count: 40 }] }).ok).toBe(true);
  });

  it('sends the PBN text instead of the topics', () => {
    expect(createRequest({ ...draft, source: 'pbn', pbn: '  ' })).toEqual({ ok: false, error: 'pbnEmpty' });
    const made = createRequest({ ...draft, source: 'pbn', pbn: '[Board "1"]' });
    expect(made.ok && 'pbn' in made.value && made.value.pbn).toBe('[Board "1"]');
  });

  it('reads the times as instants', () => {
    expect(isoOf('')).toBeNull();
    expect(isoOf('nonsense')).toBeNull();
    expect(isoOf('2026-12-02T08:30')).toBe(new Date('2026-12-02T08:30').toISOString());
  });

  it('keeps a draft through storage, and junk gives the empty one', () => {
    expect(parseDraft(JSON.stringify(draft), 'sr')).toEqual(draft);
    expect(parseDraft('{', 'sr')).toEqual(emptyDraft('sr'));
    expect(parseDraft(JSON.stringify({ locale: 'xx', mode: 'exam' }), 'en')).toEqual({ ...emptyDraft('en') });
  });
});
