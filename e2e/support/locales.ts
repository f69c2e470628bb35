// The locales the browser tests run their flows in. Example: describe.each(FLOW_LOCALES)('the drills in %s', …).

/**
 * The course's two languages, in which the flows run: answering, reloading, sharing, the table's auction, the phone's
 * layout. What a flow does is the same in every language; its words and their lengths are the language's, and Serbian
 * and Latvian are the languages the course is written for (Latvian's texts are the longest). English, the reference
 * translation, has every page loaded, hydrated and checked with axe at both widths (pages, a11y, notes, headers), and
 * its number format where a flow prints numbers (table, drill-kinds, evaluate, progress); Serbian in Cyrillic has
 * cyrillic.e2e.ts and the lessons' own files. (The flows in English took about 110 s of the browser tests' worker time
 * and tested no code the Serbian and Latvian runs do not: CI's 20-minute budget.)
 */
export const FLOW_LOCALES = ['sr', 'lv'] as const;
