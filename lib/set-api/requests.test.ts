import { describe, expect, it } from 'vitest';
import { zodIssue } from '../bidder-api';
import { acceptRequest, answerRequest, createSetRequest, itemsRequest, joinRequest, patchSetRequest, resumeRequest } from './requests';
import { isAnswerId, isSetCode, isToken } from './ids';

function issueOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return zodIssue(parsed.error as Parameters<typeof zodIssue>[0]);
}

const base = { title: 'Otvaranja 1', locale: 'sr', mode: 'practice' };

describe('createSetRequest', () => {
  it('reads a set from topics with its defaults', () => {
    expect(createSetRequest.parse({ ...base, items: [{ topic: 'open', count: 5 }] })).toEqual({
      ...base, instructions: '', hands: 'same', opensAt: null, closesAt: null, items: [{ topic: 'open', count: 5 }], nearMisses: true,
    });
    expect(createSetRequest.parse({ ...base, items: [{ topic: 'open', count: 5 }], nearMisses: false })).toMatchObject({ nearMisses: false });
    expect(createSetRequest.safeParse({ ...base, items: [{ topic: 'open', count: 5 }], nearMisses: 'no' }).success).toBe(false);
    // a PBN file's boards are the teacher's own positions: the option is not theirs
    expect(createSetRequest.safeParse({ ...base, pbn: '[Board "1"]', nearMisses: false }).success).toBe(false);
  });

  it('reads times as ms and refuses a closing time before the opening', () => {
    const read = createSetRequest.parse({ ...base, hands: 'fresh', opensAt: '2026-12-01T10:00:00Z', closesAt: '2026-12-02T10:00:00Z', pbn: '[Board "1"]' });
    expect(read).toMatchObject({ hands: 'fresh', opensAt: Date.UTC(2026, 11, 1, 10), closesAt: Date.UTC(2026, 11, 2, 10) });
    expect(issueOf(createSetRequest, { ...base, opensAt: '2026-12-02T10:00:00Z', closesAt: '2026-12-01T10:00:00Z', pbn: 'x' }).code).toBe('closes-before-opens');
    expect(issueOf(createSetRequest, { ...base, opensAt: 'tomorrow', pbn: 'x' })).toMatchObject({ code: 'bad-time', params: { time: 'tomorrow' } });
  });

  it("refuses a set that closes at the instant it opens, and times past year 9999 (the audit's M20, M50)", () => {
    expect(issueOf(createSetRequest, { ...base, opensAt: '2026-12-01T10:00:00Z', closesAt: '2026-12-01T10:00:00Z', pbn: 'x' }).code).toBe('closes-before-opens');
    expect(createSetRequest.safeParse({ ...base, opensAt: '2026-12-01T10:00:00Z', closesAt: '2026-12-01T10:00:00.001Z', pbn: 'x' }).success).toBe(true);
    expect(issueOf(createSetRequest, { ...base, opensAt: '+010000-01-01T00:00:00.000Z', pbn: 'x' })).toMatchObject({ code: 'bad-time' });
    expect(createSetRequest.safeParse({ ...base, closesAt: '9999-12-30T00:00:00.000Z', pbn: 'x' }).success).toBe(true);
  });

  it('names what is wrong: the title, the topic, the locale', () => {
    expect(issueOf(createSetRequest, { ...base, title: 'x'.repeat(121), items: [{ topic: 'open', count: 1 }] })).toMatchObject({
      code: 'text-too-long', params: { field: 'title', limit: 120 },
    });
    expect(issueOf(createSetRequest, { ...base, items: [{ topic: 'dance', count: 1 }] })).toMatchObject({ code: 'bad-topic', params: { topic: 'dance' } });
    expect(issueOf(createSetRequest, { ...base, locale: 'de', items: [{ topic: 'open', count: 1 }] })).toMatchObject({ code: 'bad-locale' });
  });

  it('refuses both items and a PBN file, unknown fields, counts out of 1..100 and more than 100 rows', () => {
    expect(createSetRequest.safeParse({ ...base, items: [{ topic: 'open', count: 1 }], pbn: 'x' }).success).toBe(false);
    expect(createSetRequest.safeParse({ ...base, items: [{ topic: 'open', count: 1 }], admin: true }).success).toBe(false);
    expect(createSetRequest.safeParse({ ...base, items: [{ topic: 'open', count: 0 }] }).success).toBe(false);
    expect(createSetRequest.safeParse({ ...base, items: [{ topic: 'open', count: 101 }] }).success).toBe(false);
    expect(createSetRequest.safeParse({ ...base, items: Array.from({ length: 101 }, () => ({ topic: 'open', count: 1 })) }).success).toBe(false);
    expect(createSetRequest.safeParse({ ...base, items: [] }).success).toBe(false);
  });
});

describe('the student requests', () => {
  it('a name is NFC, at most 40 characters, without control characters', () => {
    expect(joinRequest.parse({ name: ' Đorđe ' })).toEqual({ name: 'Đorđe' });
    expect(issueOf(joinRequest, { name: 'x'.repeat(41) })).toMatchObject({ code: 'text-too-long', params: { field: 'name' } });
    expect(issueOf(joinRequest, { name: 'a\u0000' })).toMatchObject({ code: 'text-bad-character' });
    expect(joinRequest.safeParse({ name: 'Ana', email: 'a@b' }).success).toBe(false);
  });

  it('a resume code is read in capitals', () => {
    expect(resumeRequest.parse({ resumeCode: ' k7q2m9xd ' })).toEqual({ resumeCode: 'K7Q2M9XD' });
    expect(issueOf(resumeRequest, { resumeCode: 'k7-2' }).code).toBe('bad-resume-code');
  });

  it('an answer: a token of the right shape, an item index 0..99, a bounded time', () => {
    const token = 'a'.repeat(43);
    expect(answerRequest.parse({ studentToken: token, item: 3, answer: { call: '1S' }, ms: 5000 })).toEqual({ studentToken: token, item: 3, answer: { call: '1S' }, ms: 5000 });
    expect(answerRequest.safeParse({ studentToken: 'short', item: 3, answer: { call: '1S' }, ms: 5000 }).success).toBe(false);
    expect(answerRequest.safeParse({ studentToken: token, item: 100, answer: { call: '1S' }, ms: 5000 }).success).toBe(false);
    expect(answerRequest.safeParse({ studentToken: token, item: 1, answer: { call: '1S' }, ms: -1 }).success).toBe(false);
    expect(answerRequest.safeParse({ studentToken: token, item: 1, answer: { call: 'x'.repeat(17) }, ms: 1 }).success).toBe(false);
  });

  it('an answer names its item (by id, or by place from older devices): one naming none is refused at itemId (R6)', () => {
    const token = 'a'.repeat(43);
    const none = answerRequest.safeParse({ studentToken: token, answer: { call: '1S' }, ms: 5000 });
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((i) => i.path)).toEqual([['itemId']]);
    const id = '0b6f2c3e-1d2a-4c5b-8e9f-0a1b2c3d4e5f';
    expect(answerRequest.parse({ studentToken: token, itemId: id, answer: { call: '1S' }, ms: 5000 })).toMatchObject({ itemId: id });
    // a stored id is a server-made lowercase UUID: anything else is no item
    expect(answerRequest.safeParse({ studentToken: token, itemId: id.toUpperCase(), answer: { call: '1S' }, ms: 5000 }).success).toBe(false);
  });
});

describe('the teacher requests', () => {
  it('a patch must change something', () => {
    expect(patchSetRequest.parse({ closed: true })).toEqual({ closed: true });
    expect(patchSetRequest.parse({ closesAt: null })).toEqual({ closesAt: null });
    expect(patchSetRequest.safeParse({}).success).toBe(false);
    expect(patchSetRequest.safeParse({ code: 'X' }).success).toBe(false);
  });

  it('an accepted call is read as a call', () => {
    expect(acceptRequest.parse({ item: 2, call: '2d' }).call).toEqual({ kind: 'bid', level: 2, strain: 'D' });
    expect(issueOf(acceptRequest, { item: 2, call: '8N' }).code).toBe('unknown-call');
  });

  it('item edits by op', () => {
    expect(itemsRequest.parse({ op: 'move', index: 0, to: 4 })).toEqual({ op: 'move', index: 0, to: 4 });
    expect(itemsRequest.safeParse({ op: 'move', index: 0 }).success).toBe(false);
    expect(itemsRequest.safeParse({ op: 'grade', index: 0, grade: 'mine' }).success).toBe(false);
  });
});

describe('ids', () => {
  it('codes, tokens and answer ids of the wrong shape are refused before any lookup', () => {
    expect(isSetCode('K7Q2M9XD')).toBe(true);
    expect(isSetCode('K7Q2M9XD/../')).toBe(false);
    expect(isToken('A'.repeat(43))).toBe(true);
    expect(isToken('A'.repeat(21))).toBe(false);
    expect(isToken(`${'A'.repeat(42)}=`)).toBe(false);
    expect(isAnswerId('5b1f1c1e-8f1b-4b8e-9a53-1d2f3c4b5a69')).toBe(true);
    expect(isAnswerId('x')).toBe(false);
  });
});
