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
