// What a partnership practice's deals may be made on, for the pages that make one (a pair's, a class's): the bidding
// drill kinds by their names in the page's language, and the lessons that bid whole deals. Server-side (it reads the
// messages); the form gets plain values. Example: <PairCreate {...await pairSources('sr')} />.

import { getTranslations } from 'next-intl/server';
import { LESSONS } from '@/lib/lessons/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import type { PairSources } from './pair-deal-fields';

/** The lessons that bid whole deals (every bidding lesson bids two or more: 6 to 16). */
const FIRST_DEAL_LESSON = 6;
const LAST_DEAL_LESSON = 16;

/** The bidding drill kinds a practice's deals may be made on (their rules decide a call of the pair). */
const KINDS = ['open', 'respond', 'rebid', 'slam', 'compete'] as const;

export async function pairSources(locale: Locale): Promise<PairSources> {
  const t = await getTranslations({ locale, namespace: 'drills.kinds' });
  return {
    kinds: KINDS.map((kind) => ({ value: kind, label: t(`${kind}.name`) })),
    lessons: LESSONS.filter((l) => l.number >= FIRST_DEAL_LESSON && l.number <= LAST_DEAL_LESSON).map(({ slug, number }) => ({ slug, number })),
  };
}
