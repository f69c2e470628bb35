// A drill page, prerendered once per locale and topic: /drills/<topic>?seed=<n> — the session's ten questions come
// from /api/drill in the browser (drill-from-address.tsx; no seed → a random one the session writes into the
// address). Shared items (?item=<code>, ?items=<code>,…) are rewritten by the proxy to ./shared, rendered per
// request for their preview metadata. Example: /lv/drills/open?seed=42, /en/drills/O-1NT.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { DRILL_KINDS, isTopic } from '@/lib/quiz';
import { drillText } from '@/lib/quiz/drill-text';
import { RULE_IDS } from '@/lib/bidder';
import { drillMessages } from '@/lib/i18n/drill-messages';
import { DrillFromAddress } from '../../../_components/drill/drill-from-address';
import { asLocale } from '../../../_components/locale-params';
import { LessonLinkParagraph } from '../../../_components/lesson/lesson-link';
import { alternatesOf } from '../../../_components/page-alternates';

interface Props {
  readonly params: Promise<{ locale: string; topic: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return [...DRILL_KINDS, ...RULE_IDS].map((topic) => ({ topic }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, topic } = await params;
  const locale = asLocale(segment);
  if (!isTopic(topic)) return {};
  const { title, description } = drillText(await getTranslations({ locale }), topic);
  return { title, description, alternates: alternatesOf(locale, `/drills/${topic}`) };
}

export default async function DrillTopicPage({ params }: Props) {
  const { locale: segment, topic } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  if (!isTopic(topic)) notFound();
  const t = await getTranslations({ locale });
  const { title, description } = drillText(t, topic);
  // On a phone the question comes first: the title alone above it (the drill's text and the links on after the
  // session), so that the hand, the auction and the whole bidding box are on the first screen.
  return (
    <div className="page page-drill">
      <header className="page-head drill-head">
        <h1>{title}</h1>
      </header>
      <NextIntlClientProvider locale={locale} messages={drillMessages(locale)}>
        <DrillFromAddress topic={topic} />
      </NextIntlClientProvider>
      <div className="drill-about">
        <p className="lead">{description}</p>
        <p>
          <Link href="/drills">{t('drills.topic.back')}</Link>
        </p>
        <LessonLinkParagraph rule={topic} />
      </div>
    </div>
  );
}
