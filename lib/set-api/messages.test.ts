import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { formatIssue } from '../i18n/translate';

/** Every issue the set API, its requests and lib/teach can answer with (server/set-*.ts, requests.ts, lib/teach). */
const CODES = [
  // the service
  'set-not-found', 'set-closed', 'set-full', 'joins-closed', 'name-taken', 'join-pin-needed', 'bad-join-pin', 'join-pin-locked', 'bad-resume-code', 'bad-answer-id', 'bad-item', 'accept-not-call',
  'accept-hand-needed', 'accept-no-hand', 'accept-changed',
  'set-has-answers', 'last-item', 'no-key', 'rate-limited', 'request-too-large', 'bad-pbn',
  // the class API: a set another class has (server/class-service.ts assignSet)
  'set-in-other-class',
  // the requests
  'bad-time', 'closes-before-opens', 'text-empty', 'text-too-long', 'text-bad-character', 'bad-topic', 'bad-locale', 'unknown-call',
  // lib/teach: items, PBN import, answers
  'bad-count', 'too-many-items', 'board-not-replaceable', 'pbn-too-large', 'pbn-too-many-boards', 'pbn-no-boards',
  'set-board-no-deal', 'set-board-auction-ended', 'set-board-dealer-mismatch', 'set-board-bad-key', 'set-board-illegal-key',
  'answer-shape', 'answer-missing', 'illegal-call', 'bad-contract',
  // lib/teach: whole auctions
  'auction-unfinished', 'auction-ended',
  // partnership practice (server/pair-service.ts)
  'pair-not-found', 'pair-no-rules', 'pair-bad-deal', 'pair-not-your-seat', 'pair-turn-taken', 'pair-auction-ended', 'pair-unknown-call',
  'pair-illegal-call', 'pair-note-too-early', 'pair-code-not-found', 'pair-no-lesson-deals',
  // a class's partnership practice (server/pair-class-service.ts)
  'pair-group-not-found', 'pair-roster-empty', 'pair-student-unknown', 'pair-student-twice', 'pair-not-paired', 'pair-no-seat-yet',
  'pair-paired-by-teacher', 'pair-seat-held',
  // live classes and polls (server/live-service.ts, live-votes.ts)
  'live-not-found', 'live-no-calls', 'live-moved', 'live-closed', 'live-bad-problem', 'live-votes-closed', 'poll-not-call', 'bad-device',
] as const;

describe('the set API speaks every locale', () => {
  it.each(LOCALES)('every issue it can answer with has a %s message, written without raw placeholders', (locale) => {
    const errors = messagesFor(locale).errors as Record<string, string>;
    for (const code of CODES) {
      expect(Object.hasOwn(errors, code), code).toBe(true);
      const text = formatIssue(locale, {
        code,
        params: { field: 'name', limit: 40, length: 41, max: 300, item: 7, count: 5, seconds: 30, time: 'x', board: 3, line: 4, key: '9C', dealer: 'N', auction: 'E', kind: 'call', call: '2D', bytes: 2_000_000, reason: 'insufficient', contract: '8N', topic: 'x', locale: 'de', name: 'Ana', where: 'class', topics: 'evaluate', deal: 30, turn: 3, now: 4, seat: 'S', code: 'K7M2Q9XD', lesson: 'opener-rebid', position: 3 },
      });
      expect(text, code).not.toMatch(/[{}]/);
      expect(text.length, code).toBeGreaterThan(10);
    }
  });
});
