import { describe, expect, it } from 'vitest';
import { apiErrorOf, pbnIssuesOf, readError, readReply } from './responses';

const joined = { studentToken: 'a'.repeat(22), resumeCode: 'K7Q2M9XD', name: 'Ana' };
const refusal = { error: { code: 'bad-pbn', message: 'Loš PBN', params: { count: 2 }, issues: [{ line: 3, code: 'pbn-x', message: 'Red 3: …' }, { line: null, code: 'pbn-y', message: '…' }] } };

describe('readReply', () => {
  it('takes a reply of its route and status exactly as the schema says it', () => {
    expect(readReply('POST /api/sets/{code}/students', 201, joined)).toEqual({ ok: true, value: joined });
    expect(readReply('PUT /api/sets/{code}/answers/{answerId}', 200, { stored: 'repeat' }).ok).toBe(true);
    expect(readReply('GET /api/sets/{code}', 404, refusal).ok).toBe(true);
  });

  it('says readably what does not match: a field more, a field missing, a null where none may be, another status', () => {
    expect(readReply('POST /api/sets/{code}/students', 201, { ...joined, extra: 1 })).toEqual({ ok: false, error: expect.stringContaining('Unrecognized key: "extra"') });
    expect(readReply('POST /api/sets/{code}/resume', 200, { studentToken: joined.studentToken })).toEqual({ ok: false, error: expect.stringContaining('→ at name') });
    expect(readReply('PUT /api/sets/{code}/answers/{answerId}', 201, { stored: 'created', grade: null, code: 'x' }).ok).toBe(false);
    expect(readReply('GET /api/teacher/{token}', 201, {})).toEqual({ ok: false, error: 'GET /api/teacher/{token} answers no 201 (only 200 or an error)' });
    expect(readError({ error: { code: 'x', message: 'y' } })).toEqual({ ok: false, error: expect.stringContaining('→ at error.params') });
  });
});

describe('apiErrorOf and pbnIssuesOf', () => {
  it("read an error body, and a broken PBN file's issues that name their line", () => {
    const error = apiErrorOf(refusal);
    expect(error?.message).toBe('Loš PBN');
    expect(pbnIssuesOf(error)).toEqual([{ line: 3, code: 'pbn-x', message: 'Red 3: …' }]);
    expect(pbnIssuesOf(apiErrorOf({ error: { ...refusal.error, code: 'set-closed' } }))).toEqual([]);
  });

  it('give nothing for a body that is not an error', () => {
    expect(apiErrorOf(joined)).toBeNull();
    expect(apiErrorOf(null)).toBeNull();
    expect(apiErrorOf({ error: 'set-closed' })).toBeNull();
    expect(pbnIssuesOf(null)).toEqual([]);
  });
});
