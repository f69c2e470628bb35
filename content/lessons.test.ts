// The course's own test: all eighteen lessons exist in Serbian and Latvian with 600–1,500 words, each anchors exactly
// the rule ids lib/lessons/catalogue.ts gives it, and every example's stated answer (expect, is, rule) is what lib/
// computes. A failure names the file and the line: content/sr/04-hand-strength.mdx:37 <Evaluate> expect HD says …
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LESSONS, LESSON_LANGUAGES, lessonFile, type Lesson, type LessonLanguage } from '@/lib/lessons/catalogue';
import { describeExampleIssue, readExample } from '@/lib/lessons/examples';
import { lessonOutline } from '@/lib/lessons/outline';
import { SYSTEM_RULE_IDS } from '@/lib/system-rule-ids';
import { TERM_IDS, TERM_WORDS, termLesson, type TermId } from '@/lib/lessons/terms';
import { EXPECT_NEEDS, shownInLesson } from '@/lib/lessons/taught';
import { practiceItems } from '@/lib/lessons/practice';
import { lessonOfRule } from '@/lib/lessons/catalogue';
import type { AuctionExample, BidDealExample, PracticeExample } from '@/lib/lessons/examples';

const MIN_WORDS = 600;
const MAX_WORDS = 1500;
const MAX_DESCRIPTION = 160;

function sourcePath(language: LessonLanguage, lesson: Lesson): string {
  return `content/${language}/${lessonFile(lesson)}.mdx`;
}

/** Everything wrong with one lesson file, each as 'file:line message'. */
function lessonProblems(language: LessonLanguage, lesson: Lesson): string[] {
  const file = sourcePath(language, lesson);
  const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
  if (!existsSync(path)) return [`${file}: missing`];
  const outline = lessonOutline(readFileSync(path, 'utf8'));
  const out = outline.problems.map((p) => `${file}:${p.line} ${p.message}`);
  if (!outline.title) out.push(`${file}:1 no "export const title = '…'"`);
  if (!outline.description) out.push(`${file}:1 no "export const description = '…'"`);
  else if (outline.description.length > MAX_DESCRIPTION) out.push(`${file}:1 the description is longer than ${MAX_DESCRIPTION} characters`);
  if (outline.words < MIN_WORDS || outline.words > MAX_WORDS) {
    out.push(`${file}: ${outline.words} words, the lesson needs ${MIN_WORDS}–${MAX_WORDS}`);
  }
  const anchored = new Map<string, number>();
  for (const element of outline.elements) {
    const read = readExample(element.name, element.attrs);
    if (!read.ok) out.push(`${file}:${element.line} ${describeExampleIssue(read.error)}`);
    if (element.name === 'Rule' && typeof element.attrs.id === 'string') {
      const id = element.attrs.id;
      if (anchored.has(id)) out.push(`${file}:${element.line} <Rule id="${id}" /> again (first on line ${anchored.get(id)})`);
      else anchored.set(id, element.line);
      if (!lesson.rules.includes(id as never)) out.push(`${file}:${element.line} <Rule id="${id}" /> is not one of this lesson's rules (lib/lessons/catalogue.ts)`);
    }
  }
  for (const id of lesson.rules) if (!anchored.has(id)) out.push(`${file}: no <Rule id="${id}" /> anchor`);
  out.push(...untaughtFigures(file, lesson, outline.elements));
  const practice = outline.elements.filter((e) => e.name === 'Practice').length;
  const quizTricks = outline.elements.filter((e) => e.name === 'Trick' && e.attrs.quiz === true).length;
  if (lesson.number === 1 ? quizTricks < 3 : practice < 1) {
    out.push(`${file}: ${lesson.number === 1 ? 'three <Trick … quiz /> exercises' : 'a <Practice topic="…" />'} must close the lesson`);
  }
  return out;
}

/** <Evaluate> and <Points> stating a figure the course has not taught yet (quick tricks in lesson 4, HDr before 10). */
function untaughtFigures(file: string, lesson: Lesson, elements: ReturnType<typeof lessonOutline>['elements']): string[] {
  const shown = shownInLesson(lesson.number);
  const out: string[] = [];
  for (const e of elements.filter((el) => el.name === 'Evaluate' || el.name === 'Points')) {
    const names = e.name === 'Points' ? [String(e.attrs.of)] : String(e.attrs.expect ?? '').split(/\s+/).map((token) => token.split('=')[0]);
    if (e.attrs.trumps !== undefined) names.push('HDr');
    for (const name of names) {
      const part = EXPECT_NEEDS[name];
      if (part && !shown[part]) out.push(`${file}:${e.line} <${e.name}> shows ${name}, which lesson ${lesson.number} has not taught yet`);
    }
  }
  return out;
}

/** The lessons that teach bidding (6–16): each bids at least two whole deals with <BidDeal>. */
const BIDDING_LESSONS = LESSONS.filter((l) => l.number >= 6 && l.number <= 16);
const MIN_DEALS = 2;

type Elements = ReturnType<typeof lessonOutline>['elements'];

function readSource(file: string): string {
  return readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8');
}

/**
 * A lesson's <BidDeal>s bid with what the course has taught by then: every call that is not a pass carries a rule of
 * this lesson or an earlier one (lib/lessons/catalogue.ts). A deal lib/ cannot read is reported by lessonProblems.
 */
function bidDealProblems(file: string, lesson: Lesson, elements: Elements): string[] {
  const out: string[] = [];
  for (const e of elements.filter((el) => el.name === 'BidDeal')) {
    const read = readExample('BidDeal', e.attrs);
    if (!read.ok) continue;
    const { calls } = read.value as BidDealExample;
    for (const [i, c] of calls.entries()) {
      if (c.call.kind === 'pass') continue;
      const home = lessonOfRule(c.rule)?.number ?? null;
      if (home === null || home > lesson.number) {
        out.push(`${file}:${e.line} <BidDeal> call ${i + 1} (${c.seat}) carries ${c.rule}, which ${home === null ? 'no lesson teaches' : `lesson ${home} teaches`}, not lesson ${lesson.number} or earlier`);
      }
    }
  }
  return out;
}

/** The deals of a lesson file as 'deal | dealer | vul | expect', in order: the sr and lv files carry the same. */
function dealKeys(elements: Elements): string[] {
  return elements
    .filter((e) => e.name === 'BidDeal')
    .map((e) => [e.attrs.deal, e.attrs.dealer, e.attrs.vul ?? 'None', e.attrs.expect].map((v) => String(v).trim()).join(' | '));
}

/** A lesson's practice items whose expected call carries a rule the lesson does not teach, as 'file: item …'. */
function practiceProblems(file: string, lesson: Lesson, elements: Elements): string[] {
  const out: string[] = [];
  for (const e of elements.filter((el) => el.name === 'Practice')) {
    const read = readExample('Practice', e.attrs);
    if (!read.ok) continue;
    const { topics, sheets } = read.value as PracticeExample;
    let entries;
    try {
      entries = practiceItems(topics, lesson.number, sheets);
    } catch (error) {
      out.push(`${file}:${e.line} <Practice topic="${topics.join(' ')}"> gives no item of the lesson's own rules: ${(error as Error).message}`);
      continue;
    }
    for (const [i, { item }] of entries.entries()) {
      if (item.expected.kind === 'call' && !lesson.rules.includes(item.expected.rule as never)) {
        out.push(`${file}:${e.line} practice item ${i + 1} asks ${item.expected.rule}, not one of lesson ${lesson.number}'s rules`);
      }
    }
  }
  return out;
}

describe('the course catalogue', () => {
  it('has eighteen lessons numbered in order with different slugs', () => {
    expect(LESSONS.map((l) => l.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(new Set(LESSONS.map((l) => l.slug)).size).toBe(18);
  });
  it('teaches every rule id of docs/system.md sections 1–8 exactly once (section 9 has none)', () => {
    const taught = LESSONS.flatMap((l) => l.rules);
    expect([...taught].sort()).toEqual([...SYSTEM_RULE_IDS].sort());
  });
});

describe.each(LESSON_LANGUAGES)('the %s lessons', (language) => {
  it.each(LESSONS.map((l) => [lessonFile(l), l] as const))('%s: exists, 600–1,500 words, its rule anchors, every example agrees with lib/', (_, lesson) => {
    expect(lessonProblems(language, lesson)).toEqual([]);
  });
});

/** The lesson's prose lines as [line, text]: components' attributes and the exports left out, <Term>'s words kept. */
function proseLines(source: string): [number, string][] {
  return source
    .split('\n')
    .map((text, i) => [i + 1, text.replace(/<\/?[A-Z][^>]*>/g, ' ')] as [number, string])
    .filter(([, text]) => !/^export const /.test(text) && text.trim() !== '');
}

/** Where a concept is used before it is taught, or not defined where the course says; [] when all is well. */
function termProblems(language: LessonLanguage, id: TermId): string[] {
  const words = TERM_WORDS[language][id];
  const home = termLesson(id);
  const out: string[] = [];
  for (const lesson of LESSONS.filter((l) => l.number <= home)) {
    const file = sourcePath(language, lesson);
    const source = readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8');
    const { elements } = lessonOutline(source);
    const defined = elements.find((e) => e.name === 'Term' && e.attrs.id === id);
    if (lesson.number === home && !defined) out.push(`${file}: no <Term id="${id}">…</Term>`);
    const before = lesson.number < home ? Infinity : (defined?.line ?? Infinity);
    for (const [line, text] of proseLines(source)) {
      if (line < before && words.test(text)) out.push(`${file}:${line} uses ${id} ("${words.exec(text)![0]}…") before lesson ${home} defines it`);
    }
    if (lesson.number < home && id === 'vulnerability') {
      for (const e of elements.filter((el) => el.attrs.vul !== undefined)) {
        out.push(`${file}:${e.line} <${e.name} vul="…"> shows vulnerability before lesson ${home} teaches it`);
      }
    }
  }
  return out;
}

describe.each(LESSON_LANGUAGES)('the %s bidding lessons bid whole deals', (language) => {
  it.each(BIDDING_LESSONS.map((l) => [lessonFile(l), l] as const))('%s: every <BidDeal> bids with rules taught so far', (_, lesson) => {
    const file = sourcePath(language, lesson);
    expect(bidDealProblems(file, lesson, lessonOutline(readSource(file)).elements)).toEqual([]);
  });
  it.each(BIDDING_LESSONS.map((l) => [lessonFile(l), l] as const))(`%s: at least ${MIN_DEALS} <BidDeal>`, (_, lesson) => {
    const file = sourcePath(language, lesson);
    expect(dealKeys(lessonOutline(readSource(file)).elements).length, file).toBeGreaterThanOrEqual(MIN_DEALS);
  });
  it.each(BIDDING_LESSONS.map((l) => [lessonFile(l), l] as const))('%s: the practice asks the lesson\'s own rules', (_, lesson) => {
    const file = sourcePath(language, lesson);
    expect(practiceProblems(file, lesson, lessonOutline(readSource(file)).elements)).toEqual([]);
  });
});

describe('the sr and lv lessons bid the same deals', () => {
  it.each(LESSONS.map((l) => [lessonFile(l), l] as const))('%s: the same <BidDeal>s in the same order', (_, lesson) => {
    const [sr, lv] = LESSON_LANGUAGES.map((language) => dealKeys(lessonOutline(readSource(sourcePath(language, lesson))).elements));
    expect(lv).toEqual(sr);
  });
});

describe.each(LESSON_LANGUAGES)('the %s course teaches a concept before it uses it', (language) => {
  it.each(TERM_IDS)('%s: defined with <Term> in its lesson, not used in an earlier one', (id) => {
    expect(termProblems(language, id)).toEqual([]);
  });
});

describe('lessonProblems (the checker itself bites)', () => {
  it('names the file and line of a wrong figure, an unknown rule and a broken hand', async () => {
    const { lessonOutline: outlineOf } = await import('@/lib/lessons/outline');
    const source = [
      "export const title = 'T'",
      "export const description = 'D'",
      '',
      '<Rule id="O-99" />',
      '',
      'Text <Points hand="AKQ2.K3.QJ2.K432" of="H" is="19" /> more.',
      '',
      '<Hand hand="AKQ2.K3.QJ2.K43" />',
    ].join('\n');
    const problems = outlineOf(source).elements.map((e) => {
      const read = readExample(e.name, e.attrs);
      return read.ok ? null : `${e.line} ${describeExampleIssue(read.error)}`;
    });
    expect(problems).toEqual([
      '4 <Rule> id="O-99" cannot be read',
      '6 <Points> is H says 19, but lib/ gives 18',
      '8 <Hand> hand="AKQ2.K3.QJ2.K43" cannot be read (wrong-card-count)',
    ]);
  });
});

describe('Evaluate expect states facts as well as figures', () => {
  it('checks balance, shape and the biddable, rebiddable and stopped suits', () => {
    const hand = 'AKQ2.K3.QJ2.K432';
    expect(readExample('Evaluate', { hand, expect: 'BAL=yes SHAPE=4-4-3-2 BIDDABLE=S REBIDDABLE=- STOPPED=SHDC' }).ok).toBe(true);
    const wrong = readExample('Evaluate', { hand, expect: 'BIDDABLE=♠♣' });
    expect(wrong.ok ? null : describeExampleIssue(wrong.error)).toBe('<Evaluate> expect BIDDABLE says ♠♣, but lib/ gives ♠');
  });
});

describe('ScoreSheet steps state what each deal wrote', () => {
  it('checks every deal of a walk-through against the sheet', () => {
    const deals = '2♠ S 9; pass; 3NT W 10';
    expect(readExample('ScoreSheet', { kind: 'rubber', deals, steps: 'NS 60/30; -; EW 100/30', expect: 'NS 90 EW 430' }).ok).toBe(true);
    const wrong = readExample('ScoreSheet', { kind: 'rubber', deals, steps: 'NS 60/30; -; EW 100/0', expect: 'NS 90 EW 430' });
    expect(wrong.ok ? null : describeExampleIssue(wrong.error)).toBe('<ScoreSheet> steps (deal 3) says EW 100/0, but lib/ gives EW 100/30');
    const short = readExample('ScoreSheet', { kind: 'rubber', deals, steps: 'NS 60/30', expect: 'NS 90 EW 430' });
    expect(short.ok).toBe(false);
  });
});

describe('<Auction roles>: the answer names who leads and who is dummy (lesson 3\'s exercise)', () => {
  it('reads with a contract, and is refused where there is none', () => {
    const read = readExample('Auction', { dealer: 'N', calls: '1S P 2S P P P', expect: '2♠ N', quiz: true, roles: true });
    expect(read.ok && (read.value as AuctionExample).roles).toBe(true);
    expect(readExample('Auction', { dealer: 'N', calls: '1S P 2S P P P', expect: '2♠ N' }).ok && true).toBe(true);
    const passed = readExample('Auction', { dealer: 'N', calls: 'P P P P', expect: 'passed-out', quiz: true, roles: true });
    expect(passed.ok ? null : describeExampleIssue(passed.error)).toContain('roles');
    const unstated = readExample('Auction', { dealer: 'N', calls: '1S P 2S P P P', roles: true });
    expect(unstated.ok).toBe(false);
  });

  it.each(LESSON_LANGUAGES)('%s: every exercise auction of lesson 3 asks for them', (language) => {
    const lesson = LESSONS[2];
    const auctions = lessonOutline(readSource(sourcePath(language, lesson))).elements.filter((e) => e.name === 'Auction' && e.attrs.quiz === true);
    expect(auctions.length).toBeGreaterThanOrEqual(3);
    expect(auctions.every((e) => e.attrs.roles === true)).toBe(true);
  });
});

describe('the whole-deal checks (the checker itself bites)', () => {
  const lesson = (n: number) => LESSONS[n - 1];
  // lesson 13's West opens 1♦, East answers 1♥, West jumps to 3NT with a maximum (RB-NEW-MAX)
  const deal = 'N:J973.KQ62.863.Q6 82.T9875.J2.AK43 AQ6.43.T94.J8752 KT54.AJ.AKQ75.T9';
  const source = (expect: string, why = 'West shows a maximum.') =>
    ["export const title = 'T'", '', `<BidDeal deal="${deal}" dealer="W" expect="${expect}">${why}</BidDeal>`, ''].join('\n');

  it('reads the deal, its auction and contract, and its why', () => {
    const [e] = lessonOutline(source('3NT W')).elements;
    expect(e.attrs.children).toBe('West shows a maximum.');
    const read = readExample('BidDeal', e.attrs);
    expect(read.ok).toBe(true);
    const value = (read as { value: BidDealExample }).value;
    expect(value.calls.map((c) => `${c.seat} ${c.call.kind === 'bid' ? `${c.call.level}${c.call.strain}` : c.call.kind} ${c.rule}`)).toEqual([
      'W 1D O-1', 'N pass D-PASS', 'E 1H R-NEW1', 'S pass D-PASS', 'W 3N RB-NEW-MAX', 'N pass X-PASS', 'E pass X-PASS', 'S pass X-PASS',
    ]);
    expect(value.contract).toEqual({ level: 3, strain: 'N', risk: '', declarer: 'W' });
    // North–South only passed: the page words their passes by the rule alone
    expect(value.quiet).toEqual(['N', 'S']);
    // West opens and rebids: bid it yourself offers West first, unless the lesson names another seat
    expect(value.suggested).toBe('W');
    const east = readExample('BidDeal', { ...e.attrs, seat: 'E' });
    expect(east.ok && (east.value as BidDealExample).suggested).toBe('E');
    const bad = readExample('BidDeal', { ...e.attrs, seat: 'X' });
    expect(bad.ok ? null : describeExampleIssue(bad.error)).toContain('seat');
  });

  it('reads a passed-out deal as "P" and a doubled contract with its X', () => {
    const read = (attrs: Record<string, string>) => readExample('BidDeal', { ...attrs, children: 'Why.' });
    const passedOut = 'N:Q7542.72.9865.AK 86.AQ86.KQT4.983 KJT9.KT953.2.Q52 A3.J4.AJ73.JT764';
    const passed = read({ deal: passedOut, dealer: 'N', expect: 'P' });
    expect(passed.ok && (passed.value as BidDealExample).contract).toBe(null);
    expect(passed.ok && (passed.value as BidDealExample).calls.map((c) => c.call.kind)).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(passed.ok && (passed.value as BidDealExample).quiet).toEqual(['N', 'S', 'E', 'W']);
    // nobody bid: the dealer, the first to decide, is offered first
    expect(passed.ok && (passed.value as BidDealExample).suggested).toBe('N');
    const doubledDeal = 'N:AJ86.T843.K4.AQ8 9.AJ52.AQ96.9765 .Q976.JT532.JT43 KQT75432.K.87.K2';
    const doubled = read({ deal: doubledDeal, dealer: 'N', expect: '1♠X N' });
    expect(doubled.ok && (doubled.value as BidDealExample).contract).toEqual({ level: 1, strain: 'S', risk: 'X', declarer: 'N' });
    expect(doubled.ok && (doubled.value as BidDealExample).quiet).toEqual([]);
    const undoubled = read({ deal: doubledDeal, dealer: 'N', expect: '1♠ N' });
    expect(undoubled.ok ? null : describeExampleIssue(undoubled.error)).toBe('<BidDeal> expect says 1S N, but lib/ gives 1SX N');
    const bad = read({ deal: doubledDeal, dealer: 'N', expect: '1♠' });
    expect(bad.ok ? null : describeExampleIssue(bad.error)).toBe('<BidDeal> expect="1♠" cannot be read');
  });

  it('names a wrong contract, a deal without its why, and a rule not taught yet', () => {
    const wrong = readExample('BidDeal', lessonOutline(source('4♠ S')).elements[0].attrs);
    expect(wrong.ok ? null : describeExampleIssue(wrong.error)).toBe('<BidDeal> expect says 4S S, but lib/ gives 3N W');
    const passed = readExample('BidDeal', lessonOutline(source('P')).elements[0].attrs);
    expect(passed.ok ? null : describeExampleIssue(passed.error)).toBe('<BidDeal> expect says P, but lib/ gives 3N W');
    const bare = lessonOutline(source('3NT W', '')).elements[0];
    const noWhy = readExample('BidDeal', bare.attrs);
    expect(noWhy.ok ? null : describeExampleIssue(noWhy.error)).toBe('<BidDeal> needs the attribute "children"');
    // in lesson 10 the opener's rebid (lesson 13) has not been taught
    expect(bidDealProblems('x.mdx', lesson(10), lessonOutline(source('3NT W')).elements)).toEqual([
      'x.mdx:3 <BidDeal> call 5 (W) carries RB-NEW-MAX, which lesson 13 teaches, not lesson 10 or earlier',
    ]);
    expect(bidDealProblems('x.mdx', lesson(13), lessonOutline(source('3NT W')).elements)).toEqual([]);
  });

  it('counts a lesson\'s deals and tells two files\' deals apart', () => {
    const one = lessonOutline(source('3NT W')).elements;
    expect(dealKeys(one)).toEqual([`${deal} | W | None | 3NT W`]);
    expect(dealKeys(one).length).toBeLessThan(MIN_DEALS);
    expect(dealKeys(lessonOutline(source('3N W')).elements)).not.toEqual(dealKeys(one));
  });

  it('names a practice that asks another lesson\'s rules', () => {
    const practice = lessonOutline('<Practice topic="rebid" />\n').elements;
    expect(practiceProblems('x.mdx', lesson(13), practice)).toEqual([]);
    // lesson 6 teaches openings only: no rebid item asks its rules
    expect(practiceProblems('x.mdx', lesson(6), practice)).toEqual([
      expect.stringMatching(/^x\.mdx:1 <Practice topic="rebid"> gives no item of the lesson's own rules: no rebid item/),
    ]);
  });
});
