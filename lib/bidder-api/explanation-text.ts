// The text of a bidder explanation (a 'rules.<id>' or 'bidder.fail.<kind>' key with numbers) in one language.
// Example: explanationText('en', { key: 'bidder.fail.hd-below', params: { value: 17, min: 19 } }) → 'HD 17 is below 19.'
// A rule text's parameters it was not given read as unknown ('…', or 'none' for a choice): see completeParams.

import { completeParams, type Explanation } from '../bidder';
import type { Locale } from '../i18n/locales';
import { translator, type Translate } from '../i18n/translate';

const TRANSLATORS = new Map<Locale, Translate>();

export function explanationText(locale: Locale, explain: Explanation): string {
  let t = TRANSLATORS.get(locale);
  if (!t) TRANSLATORS.set(locale, (t = translator(locale)));
  // a rule text may select on a part an older explanation (a stored grade) does not carry: it reads as 'none'
  return t(explain.key, explain.key.startsWith('rules.') ? completeParams({ ...explain.params }) : explain.params);
}
