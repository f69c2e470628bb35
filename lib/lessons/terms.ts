// The course's concepts that are defined once and used everywhere after: a lesson defines one with
// <Term id="game">manša</Term> (the page gives it the anchor #term-game), and the course test checks that no lesson
// before the defining one uses its words. Example: termLesson('slam') → 3; TERM_WORDS.sr.game.test('manšu') → true.

import type { LessonLanguage } from './catalogue';

export const TERM_IDS = ['game', 'partscore', 'slam', 'vulnerability'] as const;
export type TermId = (typeof TERM_IDS)[number];

export function isTermId(text: string): text is TermId {
  return (TERM_IDS as readonly string[]).includes(text);
}

/** The lesson that defines each concept (lesson 3, with the contract: what a contract is worth). */
const DEFINED_IN: Readonly<Record<TermId, number>> = { game: 3, partscore: 3, slam: 3, vulnerability: 3 };

export function termLesson(id: TermId): number {
  return DEFINED_IN[id];
}

/** The anchor a term's definition gets on its lesson's page: 'term-game'. */
export function termAnchor(id: TermId): string {
  return `term-${id}`;
}

// A word starts where no letter precedes it (\b knows only ASCII letters, and "šlems" starts with š).
const word = (stem: string) => new RegExp(`(?<!\\p{L})(?:${stem})`, 'iu');

/** How each language's prose names the concept (any form of the word), in the glossary's terms. */
export const TERM_WORDS: Readonly<Record<LessonLanguage, Readonly<Record<TermId, RegExp>>>> = {
  sr: {
    game: word('manš'),
    partscore: word('parcijaln'),
    slam: word('slem'),
    vulnerability: word('(?:ne)?ranjiv'),
  },
  lv: {
    game: word('geim'),
    partscore: word('daļēj\\p{L}* ierakst'),
    slam: word('šlem'),
    vulnerability: word('(?:ne)?zon(?:ā|a|as|u|ai)(?!\\p{L})'),
  },
};
