// What a page in Serbian Cyrillic may show in Latin letters, and the check that finds the rest.
// Example: await latinWords(page) → [] on /sr-Cyrl/evaluate; ['Procena', 'lista', …] on /sr/evaluate.

import type { Page } from 'playwright-core';

/**
 * Latin words allowed on a Cyrillic page: the other languages' and script's names, foreign names, a small card (x).
 * Words in capitals (HD, BA, PBN, seat and card letters), holdings (AJx), words with a digit or a dot (hands, 2.5) and
 * rule ids are kept too.
 */
const LATIN_WORDS = new Set(['Latinica', 'Latviešu', 'English', 'Blackwood', 'Chicago', 'Funbridge', 'HDr', 'x']);

/** The Latin words of the page's visible text and title that should have been Cyrillic. */
export async function latinWords(page: Page): Promise<string[]> {
  const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  const found = new Set<string>();
  for (const run of text.split(/\s+/)) {
    // a rule id or shape (O-1NT, 4-3-3-3), a hand or a file name (AKQ2.KJ3…, docs/system.md)
    if (/^[(„"]*[A-Z0-9]+(?:-[A-Z0-9x]+)+[)“":;,.]*$/.test(run) || /[./]\w/.test(run)) continue;
    for (const word of run.match(/[A-Za-zČĆĐŠŽčćđšž]+/g) ?? []) {
      // a holding with small cards (AJx, Kxx) is card letters, not a word
      if (/[a-zčćđšž]/.test(word) && !LATIN_WORDS.has(word) && !/^[AKQJT]*x+$/.test(word)) found.add(word);
    }
  }
  return [...found];
}
