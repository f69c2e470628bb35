// Every lesson in /sr-Cyrl: its title, every example of its MDX file, each rule anchor, the first practice question
// graded in place, no console errors, no sideways scrolling at 360 px; axe at 360 px and 1280 px on the lessons that
// together show every kind of example (e2e/support/lessons.ts).

import { useSite } from './support/browser';
import { LESSON_LOCALES, lessonPagesSuite } from './support/lessons';

lessonPagesSuite(useSite(), LESSON_LOCALES['sr-Cyrl']);
