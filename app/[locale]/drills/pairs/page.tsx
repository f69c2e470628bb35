// Making a partnership practice: /<locale>/drills/pairs. Two people then bid the same deals, each by their own seat's link.
// Example: /sr/drills/pairs → the form; its answer gives North's and South's links.

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LESSONS } from '@/lib/lessons/catalogue';
import { asLocale } from '../../../_components/locale-params';
import { alternatesOf } from '../../../_components/page-alternates';
import { PairCreate } from '../../../_components/pairs/pair-create';
import { PairJoin } from '../../../_components/pairs/pair-join';
import { pairMessages } from '../../../_components/pairs/pair-messages';

interface Props {
  readonly params: Promise<{ locale: string }>;
}

/** The lessons that bid whole deals (every bidding lesson bids two or more: 6 to 16). */
const FIRST_DEAL_LESSON = 6;
const LAST_DEAL_LESSON = 16;

/** The bidding drill kinds a practice's deals may be made on (their rules decide a call of the pair). */
const KINDS = ['open', 'respond', 'rebid', 'slam', 'compete'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'pairs' });
  return { title: t('title'), description: t('lead'), alternates: alternatesOf(locale, '/drills/pairs') };
}

export default async function PairsPage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale });
  return (
    <div className="page">
      <h1>{t('pairs.title')}</h1>
      <p className="lead">{t('pairs.lead')}</p>
      <NextIntlClientProvider locale={locale} messages={pairMessages(locale)}>
        <PairCreate
          kinds={KINDS.map((kind) => ({ value: kind, label: t(`drills.kinds.${kind}.name`) }))}
          lessons={LESSONS.filter((l) => l.number >= FIRST_DEAL_LESSON && l.number <= LAST_DEAL_LESSON).map(({ slug, number }) => ({ slug, number }))}
        />
        <PairJoin />
      </NextIntlClientProvider>
    </div>
  );
}
