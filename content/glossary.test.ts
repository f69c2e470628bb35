// The glossary rules the words: no lesson and no interface message uses a form docs/glossary.md rejects (its table
// "Rejected variants"). A failure names the file, the line and the term to write instead:
// content/sr/15-slam-and-blackwood.mdx:4 "aseve": write "asovi, asova, asove, asovima" (the plural of "as" is "asovi").
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LESSON_LANGUAGES, type LessonLanguage } from '@/lib/lessons/catalogue';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

interface Rejected {
  readonly language: string;
  readonly write: string;
  readonly not: RegExp;
  readonly why: string;
}

/** The rows of the glossary's "Rejected variants" table. */
function rejectedVariants(markdown: string): Rejected[] {
  const section = markdown.split(/^## Rejected variants\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|\s*(sr|lv)\s*\|/.test(line))
    .map((line) => {
      const [language, write, not, why] = line.split('|').slice(1, -1).map((cell) => cell.trim());
      const pattern = not.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '\\p{L}*');
      return { language, write, not: new RegExp(`(?<!\\p{L})${pattern}`, 'giu'), why };
    });
}

/** The files of a language: its lessons and its interface messages. */
function filesOf(language: LessonLanguage): string[] {
  const lessons = readdirSync(root(`content/${language}`)).filter((f) => f.endsWith('.mdx')).map((f) => `content/${language}/${f}`);
  const messages = readdirSync(root(`content/messages/${language}`)).filter((f) => f.endsWith('.json')).map((f) => `content/messages/${language}/${f}`);
  return [...lessons, ...messages];
}

/** Every use of a rejected form in the files, as 'file:line "found": write "…" (why)'. */
function glossaryProblems(language: LessonLanguage, rows: readonly Rejected[]): string[] {
  const out: string[] = [];
  for (const file of filesOf(language)) {
    const lines = readFileSync(root(file), 'utf8').split('\n');
    for (const row of rows.filter((r) => r.language === language)) {
      lines.forEach((text, i) => {
        for (const m of text.matchAll(row.not)) out.push(`${file}:${i + 1} "${m[0]}": write "${row.write}" (${row.why})`);
      });
    }
  }
  return out;
}

const ROWS = rejectedVariants(readFileSync(root('docs/glossary.md'), 'utf8'));

describe('docs/glossary.md', () => {
  it('lists rejected variants for every language of the course', () => {
    for (const language of LESSON_LANGUAGES) expect(ROWS.filter((r) => r.language === language).length, language).toBeGreaterThan(0);
  });
  it('its patterns match what they reject and nothing else (the checker bites)', () => {
    const sample = rejectedVariants('## Rejected variants\n\n| sr | baražno otvaranje | preventivn* otvaranj | calque |\n| sr | asovi | asev | plural |\n');
    const [calque, plural] = sample;
    expect('o preventivnom otvaranju'.match(calque.not)).toEqual(['preventivnom otvaranj']);
    expect('baražno otvaranje'.match(calque.not)).toBeNull();
    expect('4 BA pita za aseve'.match(plural.not)).toEqual(['asev']);
    expect('Pitanje za asove'.match(plural.not)).toBeNull();
  });
});

describe.each(LESSON_LANGUAGES)('the %s lessons and messages', (language) => {
  it('use no form the glossary rejects', () => {
    expect(glossaryProblems(language, ROWS)).toEqual([]);
  });
});
