// A lesson as its pages need it: the MDX module (content, title, description), its outline for the table of
// contents, its neighbours, and the text in the page's script. Serbian Cyrillic reads the Serbian files.
// Example: await lessonContent('sr-Cyrl', 'hand-strength') → { lesson, title: 'Снага листа…', module, headings, … }.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cache } from 'react';
import { toCyrillic } from '@/lib/i18n/cyrillic';
import { isCyrillic } from '@/lib/i18n/locales';
import { lessonBySlug, lessonFile, lessonLanguage, neighbours, type Lesson, type LessonLanguage } from '@/lib/lessons/catalogue';

export { lessonLanguage };
import { lessonOutline, type OutlineHeading } from '@/lib/lessons/outline';
import { LESSON_MODULES, type LessonModule } from './lesson-modules';

/** Text of the lesson files in the page's script. */
export function scriptOf(locale: string): (text: string) => string {
  return isCyrillic(locale) ? toCyrillic : (text) => text;
}

export interface LessonContent {
  readonly lesson: Lesson;
  readonly module: LessonModule;
  readonly title: string;
  readonly description: string;
  readonly headings: readonly OutlineHeading[];
  readonly previous: Lesson | null;
  readonly next: Lesson | null;
}

/** The lesson's module and title, without reading its source (the course index needs only these). */
export const lessonModule = cache(async (language: LessonLanguage, lesson: Lesson): Promise<LessonModule> => {
  const load = LESSON_MODULES[`${language}/${lessonFile(lesson)}`];
  if (!load) throw new Error(`No module for lesson ${language}/${lessonFile(lesson)}`);
  return load();
});

/** The source's headings (the table of contents), read from the file the module was compiled from. */
const lessonHeadings = cache(async (language: LessonLanguage, lesson: Lesson): Promise<readonly OutlineHeading[]> => {
  const source = await readFile(join(process.cwd(), 'content', language, `${lessonFile(lesson)}.mdx`), 'utf8');
  return lessonOutline(source).headings;
});

/** Everything a lesson page shows, or null for an unknown slug or a locale without lessons. */
export async function lessonContent(locale: string, slug: string): Promise<LessonContent | null> {
  const language = lessonLanguage(locale);
  const lesson = lessonBySlug(slug);
  if (!language || !lesson) return null;
  const [module, headings] = await Promise.all([lessonModule(language, lesson), lessonHeadings(language, lesson)]);
  const script = scriptOf(locale);
  return {
    lesson,
    module,
    title: script(module.title),
    description: script(module.description),
    headings: headings.map((h) => ({ ...h, text: script(h.text) })),
    ...neighbours(lesson),
  };
}
