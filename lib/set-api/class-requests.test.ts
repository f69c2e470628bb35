// The class teacher's term window as the request schema reads it: a real calendar day from 2000 to 9999 → its 00:00
// UTC in ms; absent or empty → the whole term; anything else → bad-time (a long value: bad-request, never echoed).
import { describe, expect, it } from 'vitest';
import { zodIssue } from '../bidder-api';
import { classViewQuery } from './class-requests';

function since(value: string | undefined) {
  const parsed = classViewQuery.safeParse(value === undefined ? { locale: 'sr' } : { since: value, locale: 'sr' });
  return parsed.success ? { ok: parsed.data.since } : { issue: zodIssue(parsed.error) };
}

describe('the class view query', () => {
  it('reads a day as its 00:00 UTC, and none as the whole term', () => {
    expect(since('2026-09-01')).toEqual({ ok: Date.UTC(2026, 8, 1) });
    expect(since('2024-02-29')).toEqual({ ok: Date.UTC(2024, 1, 29) });
    expect(since('2000-01-01')).toEqual({ ok: Date.UTC(2000, 0, 1) });
    expect(since('9999-12-31')).toEqual({ ok: Date.UTC(9999, 11, 31) });
    expect(since('')).toEqual({ ok: undefined });
    expect(since(undefined)).toEqual({ ok: undefined });
  });

  it('refuses what is not a day of its years', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-9-1', '1999-12-31', 'yesterday', '2026-09-1T']) {
      expect(since(bad).issue).toMatchObject({ code: 'bad-time', params: { time: bad } });
    }
    expect(since('2026-09-01T00:00:00Z').issue).toMatchObject({ code: 'bad-request' });
  });
});
