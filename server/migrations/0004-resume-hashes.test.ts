// Migration 0004's own copy of the resume-code hash gives today's hash (server/tokens.ts), which is what a student's
// code is checked against: a migrated code still resumes.

import { describe, expect, it } from 'vitest';
import { resumeHash } from '../tokens';
import { resumeHash0004 } from './0004-resume-hashes';

describe("migration 0004's resume hash", () => {
  it('is the hash the live code checks a resume code against, whatever the letter case typed', () => {
    for (const [set, code] of [['s1', 'K7M2Q9XD'], ['8d1f0c2e-0000-4000-8000-000000000000', 'k7m2q9xd'], ['s', 'ŽŠ12']]) {
      expect(resumeHash0004(set, code)).toBe(resumeHash(set, code));
    }
    expect(resumeHash0004('s1', 'k7m2q9xd')).toBe(resumeHash0004('s1', 'K7M2Q9XD'));
    expect(resumeHash0004('s1', 'K7M2Q9XD')).toMatch(/^[0-9a-f]{64}$/);
  });
});
