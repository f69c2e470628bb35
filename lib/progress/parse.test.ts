import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { RULE_IDS } from '../bidder';
import { LESSONS, successorsOf } from '../lessons/catalogue';
import { DRILL_KINDS } from '../quiz/topics';
import {
  MAX_CODE_LENGTH, MAX_PROGRESS_CHARS, MAX_QUEUE, emptyProgress, markLesson, parseProgress, printProgress, recordAnswer, setAsideOf,
  type AnswerRecord, type Progress,
} from './progress';

const answer = (over: Partial<AnswerRecord>): AnswerRecord => ({ code: 'abc', kind: 'call', topic: 'open', rule: 'O-1NT', right: true, day: 20_000, ...over });

/** A learner with answers on two kinds and three rules, two misses queued and a lesson read. */
const VALID: Progress = markLesson(
  [
    answer({ code: 'a1' }),
    answer({ code: 'a2', right: false }),
    answer({ code: 'b1', rule: 'R-JUMP', topic: 'respond', right: false }),
    answer({ code: 'c1', rule: 'BW-ASK', topic: 'slam' }),
    answer({ code: 'e1', kind: 'evaluate', topic: 'evaluate', rule: null }),
  ].reduce(recordAnswer, emptyProgress()),
  'hand-strength',
  'read',
  20_001,
);

type Fields = Record<string, unknown>;

/** A stored progress as plain JSON, to patch in the tests. */
interface StoredJson {
  [field: string]: unknown;
  topics: Record<string, Fields>;
  rules: Record<string, Fields>;
  streak: Fields;
  queue: (Fields | string)[];
  lessons: Record<string, Fields>;
}

/** VALID as JSON, with `patch` applied to its object (a function may add to a nested part). */
function stored(patch: (json: StoredJson) => void): string {
  const json = JSON.parse(printProgress(VALID)) as StoredJson;
  patch(json);
  return JSON.stringify(json);
}

const at = (code: string, where: string) => ({ code, params: { at: where } });

describe('parseProgress keeps every entry that reads', () => {
  it('keeps the rest when a rule id, a drill kind or a lesson is unknown (an older or newer release\'s)', () => {
    const text = stored((j) => {
      j.rules['O-9'] = { answered: 4, right: 4, last: 3, topic: 'open' };
      j.topics.auction = { answered: 1, right: 1, last: 1 };
      j.lessons['squeeze-play'] = { read: 5 };
    });
    expect(parseProgress(text)).toEqual({
      progress: VALID,
      issues: [at('unknown-entry', 'topics.auction'), at('unknown-entry', 'rules.O-9'), at('unknown-entry', 'lessons.squeeze-play')],
    });
  });

  it('keeps an entry with an extra field and leaves only the field out', () => {
    const text = stored((j) => {
      j.settings = { sound: true };
      j.topics.open.hints = 2;
      (j.queue[0] as Fields).hint = 'x';
      j.lessons['hand-strength'].reviewed = 20_002;
      j.streak.since = 1;
    });
    expect(parseProgress(text)).toEqual({
      progress: VALID,
      issues: [
        at('unknown-field', 'settings'),
        at('unknown-field', 'topics.open.hints'),
        at('unknown-field', 'streak.since'),
        at('unknown-field', 'queue.0.hint'),
        at('unknown-field', 'lessons.hand-strength.reviewed'),
      ],
    });
  });

  it('drops only the entries of the wrong type and keeps the others', () => {
    const text = stored((j) => {
      j.topics.open.answered = '3';
      j.rules['R-JUMP'].topic = 'auction';
      j.rules['BW-ASK'].right = 5; // more right answers than answers
      j.queue.push({ code: 'a,b', topic: 'open', box: 1, due: 1 }, { code: 'zz', topic: 'open', box: 6, due: 1 }, 'x');
      j.lessons['hand-strength'].practised = 'yesterday';
    });
    const { progress, issues } = parseProgress(text);
    const { open: _open, ...topics } = VALID.topics;
    const { 'R-JUMP': _jump, 'BW-ASK': _ask, ...rules } = VALID.rules;
    expect(progress).toEqual({ ...VALID, topics, rules });
    expect(issues).toEqual([
      at('bad-entry', 'topics.open'),
      at('bad-entry', 'rules.R-JUMP'),
      at('bad-entry', 'rules.BW-ASK'),
      at('bad-entry', 'queue.2'),
      at('bad-entry', 'queue.3'),
      at('bad-entry', 'queue.4'),
      at('bad-entry', 'lessons.hand-strength.practised'),
    ]);
  });

  it('keeps the first copy of an item queued twice and the newest items of a queue over its bound', () => {
    const twice = stored((j) => j.queue.push({ ...(j.queue[0] as Fields), box: 3 }));
    expect(parseProgress(twice)).toEqual({ progress: VALID, issues: [at('bad-entry', 'queue.2')] });
    const many = Array.from({ length: MAX_QUEUE + 5 }, (_, i) => ({ code: `c${i}`, topic: 'open', box: 1, due: i }));
    const { progress, issues } = parseProgress(stored((j) => (j.queue = many)));
    expect(progress.queue.map((e) => e.code)).toEqual(many.slice(5).map((e) => e.code));
    expect(issues).toEqual([at('too-many', 'queue')]);
  });

  it('reads a text of another version entry by entry, and says so', () => {
    expect(parseProgress(stored((j) => (j.version = 2)))).toEqual({ progress: VALID, issues: [at('unknown-version', 'version')] });
    expect(setAsideOf([at('unknown-version', 'version') as never])).toEqual({ whole: false, entries: 0 });
  });

  it('never lets a __proto__ key reach a prototype, and keeps the entries beside it', () => {
    const text = printProgress(VALID).replace('"topics":{', '"topics":{"__proto__":{"answered":9,"right":9,"last":1},').replace('{"version":1,', '{"version":1,"__proto__":{"polluted":true},');
    const { progress, issues } = parseProgress(text);
    expect(progress).toEqual(VALID);
    expect(issues).toEqual([at('unknown-field', '__proto__'), at('unknown-entry', 'topics.__proto__')]);
    expect(Object.getPrototypeOf(progress.topics)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(progress)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not read a 5 MB value at all: the length is checked first', () => {
    const huge = printProgress(VALID).slice(0, -1) + `,"junk":"${'x'.repeat(5 * 1024 * 1024)}"}`;
    const parse = vi.spyOn(JSON, 'parse');
    expect(parseProgress(huge)).toEqual({ progress: emptyProgress(), issues: [at('too-long', '')] });
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(huge.length).toBeGreaterThan(MAX_PROGRESS_CHARS);
  });

  it('tells a text it cannot read at all apart from one it read in part', () => {
    for (const [text, code] of [['{"version":1,', 'not-json'], ['', 'not-json'], ['null', 'not-progress'], ['[]', 'not-progress'], ['"x"', 'not-progress']] as const) {
      const parsed = parseProgress(text);
      expect(parsed).toEqual({ progress: emptyProgress(), issues: [at(code, '')] });
      expect(setAsideOf(parsed.issues)).toEqual({ whole: true, entries: 1 });
    }
    expect(setAsideOf(parseProgress(stored((j) => (j.rules['O-9'] = {}))).issues)).toEqual({ whole: false, entries: 1 });
    expect(setAsideOf([])).toBeNull();
  });
});

describe('a rollback: this release reads what another one wrote', () => {
  it('reads an older release\'s text (before lesson marks, with a rule id since renamed) and loses none of its valid counts', () => {
    // as the first release printed it: no lessons field; 'O-2C-STRONG' stands for a rule id this release no longer has
    const older = '{"version":1,"topics":{"open":{"answered":3,"right":2,"last":20000}},"rules":{"O-1NT":{"answered":2,"right":2,"last":20000,"topic":"open"},"O-2C-STRONG":{"answered":1,"right":0,"last":19990,"topic":"open"}},"streak":{"current":2,"best":2},"queue":[{"code":"q1","topic":"open","box":1,"due":20001}]}';
    const { progress, issues } = parseProgress(older);
    expect(progress).toEqual({
      version: 1,
      topics: { open: { answered: 3, right: 2, last: 20000 } },
      rules: { 'O-1NT': { answered: 2, right: 2, last: 20000, topic: 'open' } },
      streak: { current: 2, best: 2 },
      queue: [{ code: 'q1', topic: 'open', box: 1, due: 20001 }],
    });
    expect(issues).toEqual([at('unknown-entry', 'rules.O-2C-STRONG')]);
  });

  it('gives the marks of a lesson that was split in two to both lessons that replaced it, each keeping the earlier day', () => {
    const before = stored((j) => {
      j.lessons['second-round'] = { read: 20_001, practised: 20_002 };
      j.lessons['responder-rebid'] = { read: 20_000 };
      j.lessons['responding-to-nt-and-twos'] = { read: 19_990 };
    });
    const { progress, issues } = parseProgress(before);
    expect(issues).toEqual([]);
    expect(progress.lessons?.['second-round']).toBeUndefined();
    expect(progress.lessons?.['opener-rebid']).toEqual({ read: 20_001, practised: 20_002 });
    expect(progress.lessons?.['responder-rebid']).toEqual({ read: 20_000, practised: 20_002 });
    expect(progress.lessons?.['responding-to-no-trump']).toEqual({ read: 19_990 });
    expect(progress.lessons?.['responding-to-strong-twos']).toEqual({ read: 19_990 });
  });

  it('reads a newer release\'s text after the site is rolled back to this one, keeping all it knows', () => {
    const newer = stored((j) => {
      j.topics.play = { answered: 5, right: 1, last: 20_003 };
      j.rules['P-FINESSE'] = { answered: 5, right: 1, last: 20_003, topic: 'play' };
      j.queue.push({ code: 'p1', topic: 'play', box: 2, due: 20_004 });
      j.lessons['the-finesse'] = { read: 20_003 };
      j.goals = { weekly: 50 };
    });
    const { progress, issues } = parseProgress(newer);
    expect(progress).toEqual(VALID);
    expect(issues.map((i) => i.params.at)).toEqual(['goals', 'topics.play', 'rules.P-FINESSE', 'queue.2', 'lessons.the-finesse']);
  });
});

/** A key no release uses for a drill kind, a rule or a lesson ('__proto__' among them). */
const unknownKey = fc.oneof(fc.constant('__proto__'), fc.stringMatching(/^[A-Za-z_-]{1,12}$/)).filter((k) => !(DRILL_KINDS as readonly string[]).includes(k) && !(RULE_IDS as readonly string[]).includes(k) && !LESSONS.some((l) => l.slug === k) && successorsOf(k) === null);
const anyJson = fc.jsonValue();
const arbitraryAnswer: fc.Arbitrary<AnswerRecord> = fc.record({
  code: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
  kind: fc.constantFrom('call', 'evaluate', 'legal', 'score'),
  topic: fc.constantFrom(...DRILL_KINDS),
  rule: fc.option(fc.constantFrom(...RULE_IDS), { nil: null }),
  right: fc.boolean(),
  day: fc.integer({ min: 0, max: 30_000 }),
});

describe('parseProgress properties', () => {
  it('whatever unknown entries and fields are added, every valid entry comes back and each addition is reported once', () => {
    const additions = fc.array(fc.tuple(fc.constantFrom('topics', 'rules', 'lessons', ''), unknownKey, anyJson), { maxLength: 8 });
    fc.assert(
      fc.property(fc.array(arbitraryAnswer, { maxLength: 40 }), fc.boolean(), additions, (answers, read, added) => {
        const p = answers.reduce(recordAnswer, read ? markLesson(emptyProgress(), 'the-auction', 'read', 3) : emptyProgress());
        const json = JSON.parse(printProgress(p)) as Record<string, Record<string, unknown>>;
        const keys = new Set<string>();
        for (const [part, key, value] of added) {
          const where = part === '' ? key : `${part}.${key}`;
          if (keys.has(where) || (part === '' && key in json)) continue;
          keys.add(where);
          // an own property even for '__proto__' (plain assignment would set the prototype), as JSON.parse makes it
          Object.defineProperty(part === '' ? json : (json[part] ??= {}), key, { value, enumerable: true, writable: true, configurable: true });
        }
        const parsed = parseProgress(JSON.stringify(json));
        expect(parsed.progress).toEqual(json.lessons && !p.lessons ? { ...p, lessons: {} } : p);
        expect(parsed.issues.map((i) => i.params.at).sort()).toEqual([...keys].sort());
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('what it keeps reads back cleanly, and reading it again keeps the same (nothing is dropped twice)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (topics, queue) => {
        const first = parseProgress(stored((j) => Object.assign(j, { topics, queue })));
        expect(parseProgress(printProgress(first.progress))).toEqual({ progress: first.progress, issues: [] });
        expect(first.progress.rules).toEqual(VALID.rules);
        expect(first.progress.queue.every((e) => e.code.length <= MAX_CODE_LENGTH)).toBe(true);
      }),
      { numRuns: 500 },
    );
  }, 30_000);
});
